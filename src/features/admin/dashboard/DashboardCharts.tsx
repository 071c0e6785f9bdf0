/**
 * The dashboard's charts of the last 30 days: players, rounds, and coins earned against spent, one
 * bar per day drawn as SVG with visx (scales and shapes, as the statistics chart: docs/statistics-chart.md).
 * This module is a lazy chunk of its own, loaded after the figures. Each chart is a picture for
 * sighted readers: its figures are a table, always there for assistive technology and shown to
 * everyone with "Show as table". In Arabic the days run right to left.
 */
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminDashboard } from '../../../../contract/api/admin-dashboard';
import { formatNumber } from '../../../lib/i18n/number-format';
import { Button } from '../../../ui/Button';
import { DataTable, type Column } from '../components/DataTable';
import { formatDay } from './day-format';

type Day = AdminDashboard['days'][number];
type Measure = 'players' | 'rounds' | 'coins_earned' | 'coins_spent';

interface Series {
  readonly measure: Measure;
  readonly label: string;
}

const WIDTH = 640;
const HEIGHT = 220;
const TOP = 24;
const BOTTOM = 28;

/** Spent coins are negative ledger entries: the chart and table show how many were spent. */
const valueOf = (day: Day, measure: Measure) => Math.abs(day[measure]);

function BarChart({ days, series, rtl }: { readonly days: readonly Day[]; readonly series: readonly Series[]; readonly rtl: boolean }) {
  const { i18n } = useTranslation();
  const most = Math.max(1, ...days.flatMap((day) => series.map((one) => valueOf(day, one.measure))));
  const x = scaleBand<string>({ domain: days.map((day) => day.date), range: rtl ? [WIDTH, 0] : [0, WIDTH], paddingInner: 0.2 });
  const y = scaleLinear<number>({ domain: [0, most], range: [HEIGHT - BOTTOM, TOP] });
  const base = HEIGHT - BOTTOM;
  const band = x.bandwidth();
  const width = band / series.length;
  const first = days[0];
  const last = days[days.length - 1];
  return (
    <svg className="admin-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" aria-hidden="true" focusable="false" direction={rtl ? 'rtl' : 'ltr'}>
      <text x={rtl ? WIDTH : 0} y={TOP - 8} textAnchor="start" className="admin-chart__scale">
        {formatNumber(most, i18n.language)}
      </text>
      <line x1={0} x2={WIDTH} y1={base} y2={base} className="admin-chart__base" />
      <Group>
        {days.map((day) =>
          series.map((one, index) => {
            const value = valueOf(day, one.measure);
            const start = (x(day.date) ?? 0) + (rtl ? band - (index + 1) * width : index * width);
            return <Bar key={`${day.date}-${one.measure}`} x={start} y={y(value)} width={Math.max(1, width - 1)} height={base - y(value)} className={`admin-chart__bar admin-chart__bar--${index}`} />;
          }),
        )}
      </Group>
      {first ? (
        <text x={rtl ? WIDTH : 0} y={HEIGHT - 6} textAnchor="start" className="admin-chart__scale">
          {formatDay(first.date, i18n.language)}
        </text>
      ) : null}
      {last ? (
        <text x={rtl ? 0 : WIDTH} y={HEIGHT - 6} textAnchor="end" className="admin-chart__scale">
          {formatDay(last.date, i18n.language)}
        </text>
      ) : null}
    </svg>
  );
}

function DayTable({ title, days, series, hidden }: { readonly title: string; readonly days: readonly Day[]; readonly series: readonly Series[]; readonly hidden: boolean }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  if (hidden) {
    return (
      <table className="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.dashboard.day')}</th>
            {series.map((one) => (
              <th key={one.measure} scope="col">
                {one.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatDay(day.date, i18n.language, true)}</th>
              {series.map((one) => (
                <td key={one.measure}>{number(valueOf(day, one.measure))}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  const columns: Column<Day, never>[] = [
    { id: 'day', header: t('admin.dashboard.day'), rowHeader: true, cell: (day) => formatDay(day.date, i18n.language, true) },
    ...series.map((one) => ({ id: one.measure, header: one.label, numeric: true, cell: (day: Day) => number(valueOf(day, one.measure)) })),
  ];
  return <DataTable caption={title} columns={columns} rows={days} rowKey={(day) => day.date} />;
}

function Chart({ id, title, days, series }: { readonly id: string; readonly title: string; readonly days: readonly Day[]; readonly series: readonly Series[] }) {
  const { t, i18n } = useTranslation();
  const [asTable, setAsTable] = useState(false);
  return (
    <section className="card admin-panel admin-chart-card" aria-labelledby={id}>
      <div className="admin-chart-card__head">
        <h3 id={id}>{title}</h3>
        <Button variant="secondary" aria-pressed={asTable} onClick={() => setAsTable((shown) => !shown)}>
          {t('admin.dashboard.showTable')}
        </Button>
      </div>
      {asTable ? null : (
        <>
          {series.length > 1 ? (
            <p className="admin-chart__legend" aria-hidden="true">
              {series.map((one, index) => (
                <span key={one.measure}>
                  <span className={`admin-chart__key admin-chart__bar--${index}`} /> {one.label}
                </span>
              ))}
            </p>
          ) : null}
          <BarChart days={days} series={series} rtl={i18n.dir(i18n.language) === 'rtl'} />
        </>
      )}
      <DayTable title={title} days={days} series={series} hidden={!asTable} />
    </section>
  );
}

export function DashboardCharts({ days }: { readonly days: readonly Day[] }) {
  const { t } = useTranslation();
  return (
    <div className="admin-dashboard__charts">
      <Chart id="admin-chart-players" title={t('admin.dashboard.chartPlayers')} days={days} series={[{ measure: 'players', label: t('admin.dashboard.players') }]} />
      <Chart id="admin-chart-rounds" title={t('admin.dashboard.chartRounds')} days={days} series={[{ measure: 'rounds', label: t('admin.dashboard.rounds') }]} />
      <Chart
        id="admin-chart-coins"
        title={t('admin.dashboard.chartCoins')}
        days={days}
        series={[
          { measure: 'coins_earned', label: t('admin.dashboard.coinsEarned') },
          { measure: 'coins_spent', label: t('admin.dashboard.coinsSpent') },
        ]}
      />
    </div>
  );
}
