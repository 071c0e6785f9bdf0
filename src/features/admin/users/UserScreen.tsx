/** /admin/users/:id: one user's record, coins, access, subscription, activity and coin history, a way to their audit trail, and deleting them. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { useAsync } from '../../../lib/use-async';
import { adminApi } from '../admin.api';
import { AdminLayout } from '../AdminLayout';
import { LoadOne } from '../components/LoadOne';
import { auditPathFor } from '../audit/audit-paths';
import { payoutsOfUserPath } from '../payouts/payout-paths';
import { AccessPanel } from './AccessPanel';
import { CoinsForm } from './CoinsForm';
import { DeleteUserPanel } from './DeleteUserPanel';
import { SubscriptionPanel } from './SubscriptionPanel';
import { UserActivity } from './UserActivity';
import { UserFacts } from './UserFacts';
import { UserLedger } from './UserLedger';
import { ADMIN_USERS_PATH } from './user-paths';

/** A user id from the address; the server refuses one past its largest id as it does any unknown id. */
function parseId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function UserScreen() {
  const { t } = useTranslation();
  const userId = parseId(useParams<{ id: string }>().id);
  const { state, reload } = useAsync((signal) => (userId === null ? Promise.reject(new Error(t('admin.user.notFound'))) : adminApi.user(userId, signal)), `user:${userId}`);
  const [done, setDone] = useState('');
  const back = { to: ADMIN_USERS_PATH, label: t('admin.users.title') };
  const onDone = (message: string) => {
    setDone(message);
    reload();
  };

  return (
    <LoadOne state={state} reload={reload} title={t('admin.user.title')} back={back} notFound={t('admin.user.notFound')}>
      {(user) => (
        <AdminLayout title={user.name || t('admin.users.noName')} back={back}>
          <p className="admin-done" role="status">
            {done}
          </p>
          <div className="admin-columns">
            <UserFacts user={user} />
            <div className="admin-stack">
              <CoinsForm user={user} onDone={onDone} />
              <AccessPanel user={user} onDone={onDone} />
            </div>
          </div>
          <SubscriptionPanel userId={user.id} name={user.name || t('admin.users.noName')} onDone={onDone} />
          <UserActivity userId={user.id} />
          <UserLedger user={user} />
          <p>
            <Link to={auditPathFor(`user:${user.id}`)}>{t('admin.user.auditTrail')}</Link>
          </p>
          <p>
            <Link to={payoutsOfUserPath(user.id)}>{t('admin.payouts.ofUser')}</Link>
          </p>
          <DeleteUserPanel user={user} />
        </AdminLayout>
      )}
    </LoadOne>
  );
}
