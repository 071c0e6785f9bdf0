/**
 * Percent over time, one line per subject, drawn as SVG with visx (scales and shapes only, as the
 * statistics chart: docs/statistics-chart.md), in this area's chunk alone. Time runs from the
 * reading start, so in Arabic the newest attempt is on the left. The chart is a picture for sighted
 * readers (aria-hidden): the same figures are the results table, always in the page.
 */
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { useTranslation } from 'react-i18next';
import type { AssessmentResult } from '../../../contract/api/tutor';
import type { TutorSubject } from '../../../contract/tutor/content';

const WIDTH = 640;
const HEIGHT = 240;
const PAD = { top: 16, bottom: 24, side: 40 };

/** Each subject's attempts in time order, as points of time against percent. */
export function trendSeries(results: readonly AssessmentResult[]): Array<{ readonly subject: TutorSubject; readonly year: number; readonly points: Array<{ readonly at: number; readonly percent: number }> }> {
  const series = new Map<string, { subject: TutorSubject; year: number; points: Array<{ at: number; percent: number }> }>();
  for (const result of results) {
    const key = `${result.year}:${result.subject}`;
    const entry = series.get(key) ?? { subject: result.subject, year: result.year, points: [] };
    entry.points.push({ at: Date.parse(result.submitted_at), percent: result.percent });
    series.set(key, entry);
  }
  return [...series.values()].map((entry) => ({ ...entry, points: entry.points.sort((a, b) => a.at - b.at) }));
}

export function TrendChart({ results, rtl }: { readonly results: readonly AssessmentResult[]; readonly rtl: boolean }) {
  const { t } = useTranslation();
  const series = trendSeries(results);
  const times = series.flatMap((entry) => entry.points.map((point) => point.at));
  const first = Math.min(...times);
  const last = Math.max(...times);
  const x = scaleLinear<number>({ domain: [first, last === first ? first + 1 : last], range: rtl ? [WIDTH - PAD.side, PAD.side] : [PAD.side, WIDTH - PAD.side] });
  const y = scaleLinear<number>({ domain: [0, 100], range: [HEIGHT - PAD.bottom, PAD.top] });
  return (
    <figure className="tutor-trend">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" aria-hidden="true" focusable="false" direction={rtl ? 'rtl' : 'ltr'}>
        {[0, 50, 100].map((tick) => (
          <Group key={tick} top={y(tick)}>
            <line x1={PAD.side} x2={WIDTH - PAD.side} className="tutor-trend__grid" />
            <text x={rtl ? WIDTH - 4 : 4} y={4} textAnchor="start" className="tutor-trend__tick">{`${tick}%`}</text>
          </Group>
        ))}
        {series.map((entry, i) => (
          <Group key={`${entry.year}:${entry.subject}`} className={`tutor-trend__series tutor-trend__series--${i % 4}`}>
            <LinePath data={entry.points} x={(point) => x(point.at)} y={(point) => y(point.percent)} className="tutor-trend__line" />
            {entry.points.map((point, j) => (
              <circle key={j} cx={x(point.at)} cy={y(point.percent)} r={5} className="tutor-trend__dot" />
            ))}
          </Group>
        ))}
      </svg>
      <figcaption>
        <ul className="tutor-trend__legend">
          {series.map((entry, i) => (
            <li key={`${entry.year}:${entry.subject}`} className={`tutor-trend__series--${i % 4}`}>
              <span className="tutor-trend__swatch" aria-hidden="true" />
              {t('maths.tutor.paper.title', { year: entry.year, subject: t(`maths.tutor.subjectName.${entry.subject}`) })}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
