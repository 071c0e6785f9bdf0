/**
 * The player's statistics (spec route /profile/statistics): totals and ratio, strongest and weakest
 * category, the daily streak, and correct against answered per category as a chart with its table.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserStatistics } from '../../../contract/api/economy';
import { formatNumber, formatPercentage } from '../../lib/i18n/number-format';
import { useAsync } from '../../lib/use-async';
import { Button, ButtonLink } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { PageTitle } from '../../ui/PageTitle';
import { RetryError } from '../../ui/RetryError';
import { Spinner } from '../../ui/Spinner';
import { CategoryChart } from './CategoryChart';
import { CategoryTable } from './CategoryTable';
import { statisticsApi } from './statistics.api';
import './statistics.css';

type Figure = UserStatistics['strongest_category'];

function Totals({ stats }: { readonly stats: UserStatistics }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const category = (figure: Figure) => (figure ? `${figure.name} (${formatPercentage(figure.ratio, language)})` : t('profile.statistics.notYet'));
  return (
    <section className="card statistics__section" aria-labelledby="statistics-totals">
      <h2 id="statistics-totals">{t('profile.statistics.totals')}</h2>
      <dl className="statistics__figures">
        <div>
          <dt>{t('profile.statistics.answered')}</dt>
          <dd>{formatNumber(stats.questions_answered, language)}</dd>
        </div>
        <div>
          <dt>{t('profile.statistics.correct')}</dt>
          <dd>{formatNumber(stats.correct_answers, language)}</dd>
        </div>
        <div>
          <dt>{t('profile.statistics.ratio')}</dt>
          <dd>{formatPercentage(stats.ratio, language)}</dd>
        </div>
        <div>
          <dt>{t('profile.statistics.strongest')}</dt>
          <dd dir="auto">{category(stats.strongest_category)}</dd>
        </div>
        <div>
          <dt>{t('profile.statistics.weakest')}</dt>
          <dd dir="auto">{category(stats.weakest_category)}</dd>
        </div>
      </dl>
    </section>
  );
}

function Streak({ streak }: { readonly streak: UserStatistics['streak'] }) {
  const { t } = useTranslation();
  return (
    <section className="card statistics__section" aria-labelledby="statistics-streak">
      <h2 id="statistics-streak">{t('profile.statistics.streak.title')}</h2>
      <dl className="statistics__figures">
        <div>
          <dt>{t('profile.statistics.streak.current')}</dt>
          <dd data-testid="streak-current">{t('count.days', { count: streak.current })}</dd>
        </div>
        <div>
          <dt>{t('profile.statistics.streak.longest')}</dt>
          <dd>{t('count.days', { count: streak.longest })}</dd>
        </div>
        <div>
          <dt>{t('profile.statistics.streak.freezes')}</dt>
          <dd>{t('count.freezes', { count: streak.freezes })}</dd>
        </div>
      </dl>
      <p className={`statistics__today${streak.played_today ? ' statistics__today--done' : ''}`}>
        <Icon name={streak.played_today ? 'checkCircle' : 'clock'} size={18} />{' '}
        {streak.played_today ? t('profile.statistics.streak.playedToday') : t('profile.statistics.streak.notPlayedToday')}
      </p>
    </section>
  );
}

function Categories({ categories }: { readonly categories: UserStatistics['categories'] }) {
  const { t, i18n } = useTranslation();
  const [asTable, setAsTable] = useState(false);
  return (
    <section className="card statistics__section" aria-labelledby="statistics-chart">
      <div className="statistics__chart-head">
        <h2 id="statistics-chart">{t('profile.statistics.chart.title')}</h2>
        {categories.length > 0 ? (
          <Button variant="secondary" aria-pressed={asTable} onClick={() => setAsTable((shown) => !shown)}>
            {t('profile.statistics.chart.showTable')}
          </Button>
        ) : null}
      </div>
      {categories.length === 0 ? (
        <p>{t('profile.statistics.chart.empty')}</p>
      ) : (
        <>
          {asTable ? null : (
            <div className="statistics__chart">
              <p className="statistics__legend" aria-hidden="true">
                <span className="statistics__key statistics__key--correct" /> {t('profile.statistics.chart.correct')}{' '}
                <span className="statistics__key statistics__key--answered" /> {t('profile.statistics.chart.answered')}
              </p>
              <CategoryChart categories={categories} rtl={i18n.dir(i18n.language) === 'rtl'} />
            </div>
          )}
          {/* Always there for assistive technology; shown to everyone with the toggle. */}
          <CategoryTable categories={categories} hidden={!asTable} />
        </>
      )}
    </section>
  );
}

export function StatisticsScreen() {
  const { t } = useTranslation();
  const stats = useAsync((signal) => statisticsApi.get(signal), 'statistics');
  const { state } = stats;
  return (
    <div className="container container--narrow statistics">
      <PageTitle title={t('profile.statistics.title')} back={{ to: '/profile', label: t('profile.title') }} />
      {state.status === 'loading' ? <Spinner label={t('common.loading')} /> : null}
      {state.status === 'error' ? <RetryError error={state.error} onRetry={stats.reload} /> : null}
      {state.status === 'success' ? (
        <>
          <Totals stats={state.data} />
          <Streak streak={state.data.streak} />
          <Categories categories={state.data.categories} />
        </>
      ) : null}
      {/* The live battles keep their own record (get_battle_statistics, issue 16). */}
      <p>
        <ButtonLink to="/profile/battle-statistics" variant="secondary">
          {t('profile.statistics.battles')}
        </ButtonLink>
      </p>
    </div>
  );
}
