/** One user's record as facts: who they are, how they sign in, their standing and subscription. */
import { useTranslation } from 'react-i18next';
import type { AdminUserDetail } from '../../../../contract/api/admin';
import { formatNumber } from '../../../lib/i18n/number-format';
import { formatDate, formatDateTime } from '../admin-format';

function Fact({ label, value, ltr = false }: { readonly label: string; readonly value: string; readonly ltr?: boolean }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd dir={ltr ? 'ltr' : 'auto'}>{value}</dd>
    </div>
  );
}

function subscriptionText(user: AdminUserDetail, t: (key: string, options?: Record<string, unknown>) => string, language: string): string {
  const { active, status, current_period_end: end } = user.subscription;
  if (!status) return t('admin.user.subscriptionNone');
  const until = end ? t('admin.user.subscriptionUntil', { date: formatDate(end, language) }) : '';
  return [t(active ? 'admin.user.subscriptionActive' : 'admin.user.subscriptionInactive', { status }), until].filter(Boolean).join(' ');
}

export function UserFacts({ user }: { readonly user: AdminUserDetail }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  return (
    <section className="card admin-panel" aria-labelledby="admin-user-profile">
      <h2 id="admin-user-profile">{t('admin.user.profile')}</h2>
      <dl className="admin-facts">
        <Fact label={t('admin.user.id')} value={String(user.id)} ltr />
        <Fact label={t('admin.user.uid')} value={user.uid} ltr />
        <Fact label={t('admin.users.email')} value={user.email ? `${user.email} (${t(user.email_verified ? 'admin.user.verified' : 'admin.user.notVerified')})` : '—'} ltr={!!user.email} />
        <Fact label={t('admin.users.mobile')} value={user.mobile ?? '—'} ltr={!!user.mobile} />
        <Fact label={t('admin.user.signInType')} value={t(`admin.user.types.${user.type}`)} />
        <Fact label={t('admin.users.role')} value={t(`admin.users.roles.${user.role}`)} />
        <Fact label={t('admin.users.status')} value={t(`admin.users.statuses.${user.status}`)} />
        <Fact label={t('admin.users.joined')} value={formatDateTime(user.created_at, i18n.language)} />
        <Fact label={t('admin.users.lastSignIn')} value={user.last_sign_in_at ? formatDateTime(user.last_sign_in_at, i18n.language) : t('admin.users.never')} />
        <Fact label={t('admin.users.coins')} value={number(user.coins)} />
        <Fact label={t('admin.users.score')} value={number(user.all_time_score)} />
        <Fact label={t('admin.user.badges')} value={number(user.badges)} />
        <Fact label={t('admin.user.subscription')} value={subscriptionText(user, t, i18n.language)} />
        <Fact label={t('admin.user.friendsCode')} value={user.friends_code} ltr />
        <Fact label={t('admin.user.timeZone')} value={user.time_zone} ltr />
      </dl>
    </section>
  );
}
