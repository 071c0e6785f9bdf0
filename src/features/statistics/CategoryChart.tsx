/**
 * Correct answers against questions answered, one horizontal bar per category, drawn as SVG with
 * visx (scales and shapes only: about 14 KB gzip, in this screen's chunk alone; see
 * docs/statistics-chart.md). Bars grow from the reading start, so in Arabic they run right to
 * left. The chart is a picture for sighted readers: the same figures are a table (CategoryTable),
 * which assistive technology always gets and anyone can show instead.
 */
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useTranslation } from 'react-i18next';
import type { UserStatistics } from '../../../contract/api/economy';
import { formatNumber } from '../../lib/i18n/number-format';

type Category = UserStatistics['categories'][number];

const WIDTH = 640;
const ROW = 56;
const LABEL = 22;
const BAR = 20;
const VALUE_SPACE = 96;

export function CategoryChart({ categories, rtl }: { readonly categories: readonly Category[]; readonly rtl: boolean }) {
  const { i18n } = useTranslation();
  const height = categories.length * ROW;
  const most = Math.max(1, ...categories.map((category) => category.questions_answered));
  const rows = scaleBand<number>({ domain: categories.map((category) => category.category_id), range: [0, height], paddingInner: 0 });
  const span = WIDTH - VALUE_SPACE;
  // In a right-to-left language zero is on the right and bars grow leftwards.
  const x = scaleLinear<number>({ domain: [0, most], range: rtl ? [WIDTH, WIDTH - span] : [0, span] });
  const start = x(0);
  const barOf = (value: number) => ({ x: Math.min(start, x(value)), width: Math.abs(x(value) - start) });
  return (
    <svg className="category-chart" viewBox={`0 0 ${WIDTH} ${height}`} width="100%" aria-hidden="true" focusable="false" direction={rtl ? 'rtl' : 'ltr'}>
      {categories.map((category) => {
        const top = rows(category.category_id) ?? 0;
        const answered = barOf(category.questions_answered);
        const correct = barOf(category.correct_answers);
        const end = rtl ? answered.x - 8 : answered.x + answered.width + 8;
        return (
          <Group key={category.category_id} top={top}>
            <text x={rtl ? WIDTH : 0} y={LABEL - 6} textAnchor="start" className="category-chart__label">
              {category.name}
            </text>
            <Bar x={answered.x} y={LABEL} width={answered.width} height={BAR} rx={4} className="category-chart__answered" />
            <Bar x={correct.x} y={LABEL} width={correct.width} height={BAR} rx={4} className="category-chart__correct" />
            <text x={end} y={LABEL + BAR - 5} textAnchor="start" className="category-chart__value">
              {`${formatNumber(category.correct_answers, i18n.language)} / ${formatNumber(category.questions_answered, i18n.language)}`}
            </text>
          </Group>
        );
      })}
    </svg>
  );
}
