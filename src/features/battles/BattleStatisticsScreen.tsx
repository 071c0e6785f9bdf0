/**
 * /profile/battle-statistics (spec "battle statistics"): the player's finished 1 v 1 battles from
 * get_battle_statistics, a page at a time, sorted by date or points either way, with the totals
 * (wins, losses, draws, group wins, the current win run).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../lib/i18n/intl-locale';
import { useAsync } from '../../lib/use-async';
import { Button } from '../../ui/Button';
import { LoadError, Loading } from '../../ui/LoadState';
import { PageTitle } from '../../ui/PageTitle';
import { StatusMessage } from '../../ui/StatusMessage';
import { battlesApi } from './battles.api';
import './battles.css';

export const STATISTICS_PAGE = 10;

type Sort = 'played_at' | 'my_points';
type Order = 'asc' | 'desc';

export function BattleStatisticsScreen() {
  const { t, i18n } = useTranslation();
  const [offset, setOffset] = useState(0);
  const [sort, setSort] = useState<Sort>('played_at');
  const [order, setOrder] = useState<Order>('desc');
  const { state, reload } = useAsync((signal) => battlesApi.statistics({ offset, limit: STATISTICS_PAGE, sort, order }, signal), `battle-statistics:${offset}:${sort}:${order}`);
  const date = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium', timeStyle: 'short' });
  const data = state.status === 'success' ? state.data : null;

  return (
    <div className="container battles">
      <PageTitle title={t('battles.statistics.title')} back={{ to: '/profile/statistics', label: t('battles.statistics.back') }} />
      {state.status === 'loading' ? <Loading /> : null}
      {state.status === 'error' ? <LoadError error={state.error} onRetry={reload} /> : null}
      {data ? (
        <>
          <dl className="battle-totals">
            {(
              [
                ['wins', data.wins],
                ['losses', data.losses],
                ['draws', data.draws],
                ['groupWins', data.group_wins],
                ['winRun', data.win_run],
              ] as const
            ).map(([key, value]) => (
              <div key={key}>
                <dt>{t(`battles.statistics.${key}`)}</dt>
                <dd data-testid={`battle-total-${key}`}>{value}</dd>
              </div>
            ))}
          </dl>
          <div className="battle-sort">
            <ListSelect
              id="battle-sort"
              label={t('battles.statistics.sortBy')}
              value={sort}
              options={[
                ['played_at', t('battles.statistics.date')],
                ['my_points', t('battles.statistics.points')],
              ]}
              onChange={(value) => {
                setSort(value);
                setOffset(0);
              }}
            />
            <ListSelect
              id="battle-order"
              label={t('battles.statistics.order')}
              value={order}
              options={[
                ['desc', t('battles.statistics.desc')],
                ['asc', t('battles.statistics.asc')],
              ]}
              onChange={(value) => {
                setOrder(value);
                setOffset(0);
              }}
            />
          </div>
          {data.total === 0 ? (
            <StatusMessage tone="empty" icon="bolt" title={t('battles.statistics.empty')} />
          ) : (
            <div className="table-scroll">
              <table className="battle-table">
                <caption>{t('battles.statistics.caption', { from: offset + 1, to: offset + data.data.length, total: data.total })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('battles.statistics.opponent')}</th>
                    <th scope="col">{t('battles.statistics.points')}</th>
                    <th scope="col">{t('battles.statistics.outcome')}</th>
                    <th scope="col">{t('battles.statistics.coins')}</th>
                    <th scope="col">{t('battles.statistics.date')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.data.map((row) => (
                    <tr key={row.match_id} data-testid="battle-stat-row">
                      <td dir="auto">
                        {row.opponent_name}
                        {row.opponent_bot ? <span className="battle-tag">{t('battles.bot')}</span> : null}
                      </td>
                      <td>
                        {row.my_points} – {row.opponent_points}
                      </td>
                      <td>{t(`battles.outcome.${row.outcome}`)}</td>
                      <td>{row.coins}</td>
                      <td>{date.format(new Date(row.played_at))}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <div className="battle-actions">
            <Button variant="secondary" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - STATISTICS_PAGE))}>
              {t('battles.statistics.previous')}
            </Button>
            <Button variant="secondary" disabled={offset + STATISTICS_PAGE >= data.total} onClick={() => setOffset(offset + STATISTICS_PAGE)}>
              {t('battles.statistics.next')}
            </Button>
          </div>
        </>
      ) : null}
    </div>
  );
}

interface ListSelectProps<V extends string> {
  readonly id: string;
  readonly label: string;
  readonly value: V;
  /** Each option's value and its words. */
  readonly options: readonly (readonly [V, string])[];
  readonly onChange: (value: V) => void;
}

/** A labelled choice of how the list is sorted. */
function ListSelect<V extends string>({ id, label, value, options, onChange }: ListSelectProps<V>) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="field__input" value={value} onChange={(event) => onChange(event.target.value as V)}>
        {options.map(([option, words]) => (
          <option key={option} value={option}>
            {words}
          </option>
        ))}
      </select>
    </div>
  );
}
