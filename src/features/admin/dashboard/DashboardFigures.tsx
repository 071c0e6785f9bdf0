/** The dashboard's figures: today and the last 7 days, open reports and pending payouts (how many, the money asked for), each a link to its list. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { AdminDashboard } from '../../../../contract/api/admin-dashboard';
import { formatMoney } from '../../../lib/i18n/money-format';
import { formatNumber } from '../../../lib/i18n/number-format';
import { ADMIN_PAYOUTS_PATH } from '../payouts/payout-paths';
import { OPEN_CHAT_REPORTS_PATH } from '../battle-reports/battle-report-paths';
import { OPEN_REPORTS_PATH } from '../reports/report-paths';

type TodayWeek = AdminDashboard['players'];

function Figure({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <li className="card admin-figure">
      <h3 className="admin-figure__label">{label}</h3>
      {children}
    </li>
  );
}

function TodayAndWeek({ value, abs = false }: { readonly value: TodayWeek; readonly abs?: boolean }) {
  const { t, i18n } = useTranslation();
  const number = (figure: number) => formatNumber(abs ? Math.abs(figure) : figure, i18n.language);
  return (
    <dl className="admin-figure__pair">
      <div>
        <dt>{t('admin.dashboard.today')}</dt>
        <dd className="admin-figure__value">{number(value.today)}</dd>
      </div>
      <div>
        <dt>{t('admin.dashboard.week')}</dt>
        <dd className="admin-figure__value">{number(value.week)}</dd>
      </div>
    </dl>
  );
}

export function DashboardFigures({ dashboard }: { readonly dashboard: AdminDashboard }) {
  const { t, i18n } = useTranslation();
  const number = (figure: number) => formatNumber(figure, i18n.language);
  return (
    <ul className="admin-figures" aria-label={t('admin.dashboard.figures')}>
      <Figure label={t('admin.dashboard.players')}>
        <TodayAndWeek value={dashboard.players} />
      </Figure>
      <Figure label={t('admin.dashboard.rounds')}>
        <TodayAndWeek value={dashboard.rounds} />
      </Figure>
      <Figure label={t('admin.dashboard.coinsEarned')}>
        <TodayAndWeek value={dashboard.coins_earned} />
      </Figure>
      <Figure label={t('admin.dashboard.coinsSpent')}>
        <TodayAndWeek value={dashboard.coins_spent} abs />
      </Figure>
      <Figure label={t('admin.dashboard.syncFailures')}>
        <TodayAndWeek value={dashboard.sync_failures} />
      </Figure>
      <Figure label={t('admin.dashboard.openReports')}>
        <p className="admin-figure__value">{number(dashboard.open_reports)}</p>
        <Link to={OPEN_REPORTS_PATH} className="admin-figure__link">
          {t('admin.dashboard.seeReports')}
        </Link>
      </Figure>
      <Figure label={t('admin.dashboard.openChatReports')}>
        <p className="admin-figure__value">{number(dashboard.open_chat_reports)}</p>
        <Link to={OPEN_CHAT_REPORTS_PATH} className="admin-figure__link">
          {t('admin.dashboard.seeChatReports')}
        </Link>
      </Figure>
      <Figure label={t('admin.dashboard.pendingPayouts')}>
        {dashboard.pending_payouts.available ? (
          <>
            <p className="admin-figure__value">{number(dashboard.pending_payouts.count)}</p>
            <p className="admin-figure__detail">
              {t('admin.dashboard.payoutsAmount', { amount: formatMoney(dashboard.pending_payouts.amount, dashboard.pending_payouts.currency, i18n.language) })}
            </p>
          </>
        ) : (
          <p className="admin-figure__none">{t('admin.dashboard.notAvailable')}</p>
        )}
        <Link to={ADMIN_PAYOUTS_PATH} className="admin-figure__link">
          {t('admin.dashboard.seePayouts')}
        </Link>
      </Figure>
    </ul>
  );
}
