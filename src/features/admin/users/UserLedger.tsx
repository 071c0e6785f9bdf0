/** The newest entries of a user's coin history, as the ledger holds them. */
import { useTranslation } from 'react-i18next';
import type { AdminUserDetail } from '../../../../contract/api/admin';
import type { CoinHistoryEntry } from '../../../../contract/api/economy';
import { formatNumber } from '../../../lib/i18n/number-format';
import { formatDateTime } from '../admin-format';
import { DataTable, type Column } from '../components/DataTable';

export function UserLedger({ user }: { readonly user: AdminUserDetail }) {
  const { t, i18n } = useTranslation();
  const signed = (value: number) => (value > 0 ? `+${formatNumber(value, i18n.language)}` : formatNumber(value, i18n.language));
  const columns: Column<CoinHistoryEntry, never>[] = [
    { id: 'date', header: t('admin.ledger.date'), cell: (entry) => formatDateTime(entry.date, i18n.language) },
    { id: 'title', header: t('admin.ledger.entry'), rowHeader: true, cell: (entry) => entry.title },
    { id: 'type', header: t('admin.ledger.type'), cell: (entry) => <code>{entry.type}</code> },
    { id: 'coins', header: t('admin.users.coins'), numeric: true, cell: (entry) => signed(entry.coins) },
    { id: 'score', header: t('admin.users.score'), numeric: true, cell: (entry) => signed(entry.score) },
    { id: 'status', header: t('admin.users.status'), cell: (entry) => entry.status },
  ];
  return (
    <section className="card admin-panel" aria-labelledby="admin-user-ledger">
      <h2 id="admin-user-ledger">{t('admin.ledger.title')}</h2>
      <p className="admin-panel__lead">
        {t('admin.ledger.shown', { shown: formatNumber(user.ledger.length, i18n.language), total: formatNumber(user.ledger_total, i18n.language) })}
      </p>
      {user.ledger.length > 0 ? <DataTable caption={t('admin.ledger.title')} columns={columns} rows={user.ledger} rowKey={(entry) => entry.id} /> : null}
    </section>
  );
}
