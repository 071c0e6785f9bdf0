/**
 * A user's access: deactivate or reactivate (deactivating signs them out everywhere at once) and
 * their role. Both ask first; the server refuses what would leave no active admin or lock an admin
 * out of their own account, and its reason is shown here.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUserDetail } from '../../../../contract/api/admin';
import { inlineErrorMessage } from '../../../lib/i18n/inline-error';
import { isApiError } from '../../../lib/request/api-error';
import { useSession } from '../../../lib/session/session-store';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { adminApi } from '../admin.api';

type Change = { readonly kind: 'status'; readonly to: AdminUserDetail['status'] } | { readonly kind: 'role'; readonly to: AdminUserDetail['role'] };

function confirmText(change: Change, name: string, t: (key: string, options?: Record<string, unknown>) => string) {
  if (change.kind === 'status') {
    return change.to === 'deactivated'
      ? { title: t('admin.access.deactivateTitle', { name }), body: t('admin.access.deactivateBody'), confirm: t('admin.access.deactivate'), danger: true }
      : { title: t('admin.access.reactivateTitle', { name }), body: t('admin.access.reactivateBody'), confirm: t('admin.access.reactivate'), danger: false };
  }
  return change.to === 'admin'
    ? { title: t('admin.access.makeAdminTitle', { name }), body: t('admin.access.makeAdminBody'), confirm: t('admin.access.makeAdmin'), danger: true }
    : { title: t('admin.access.makePlayerTitle', { name }), body: t('admin.access.makePlayerBody'), confirm: t('admin.access.makePlayer'), danger: false };
}

export function AccessPanel({ user, onDone }: { readonly user: AdminUserDetail; readonly onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const self = useSession().user?.id === user.id;
  const [change, setChange] = useState<Change | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const apply = async (next: Change) => {
    setBusy(true);
    setFailure(null);
    try {
      if (next.kind === 'status') await adminApi.setStatus({ user_id: user.id, status: next.to });
      else await adminApi.setRole({ user_id: user.id, role: next.to });
      setChange(null);
      onDone(t(next.kind === 'status' ? `admin.access.doneStatus.${next.to}` : `admin.access.doneRole.${next.to}`, { name: user.name }));
    } catch (error) {
      setChange(null);
      setFailure(isApiError(error) ? inlineErrorMessage(error) : String(error));
    } finally {
      setBusy(false);
    }
  };

  const text = change ? confirmText(change, user.name, t) : null;
  const statusChange: Change = { kind: 'status', to: user.status === 'active' ? 'deactivated' : 'active' };
  const roleChange: Change = { kind: 'role', to: user.role === 'admin' ? 'player' : 'admin' };
  return (
    <section className="card admin-panel" aria-labelledby="admin-user-access">
      <h2 id="admin-user-access">{t('admin.access.title')}</h2>
      {self ? <p className="admin-panel__lead">{t('admin.access.self')}</p> : null}
      <div className="admin-panel__actions">
        <Button variant={user.status === 'active' ? 'danger' : 'primary'} disabled={self} onClick={() => setChange(statusChange)}>
          {user.status === 'active' ? t('admin.access.deactivate') : t('admin.access.reactivate')}
        </Button>
        <Button variant="secondary" disabled={self} onClick={() => setChange(roleChange)}>
          {user.role === 'admin' ? t('admin.access.makePlayer') : t('admin.access.makeAdmin')}
        </Button>
      </div>
      {failure ? (
        <p className="field__error" role="alert">
          {failure}
        </p>
      ) : null}
      {change && text ? (
        <ConfirmDialog
          open
          title={text.title}
          confirmLabel={text.confirm}
          cancelLabel={t('common.cancel')}
          danger={text.danger}
          busy={busy}
          onConfirm={() => void apply(change)}
          onCancel={() => setChange(null)}
        >
          <p>{text.body}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
