/**
 * The danger zone: deletes the user and everything that is theirs, as their own account deletion
 * does. Asked first, with their name typed to confirm; on success the list of users says so. The
 * server refuses the admin's own account and the last active admin, and its reason is shown here.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { AdminUserDetail } from '../../../../contract/api/admin';
import { useSession } from '../../../lib/session/session-store';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { TextField } from '../../../ui/TextField';
import { setFlash } from '../components/flash';
import { refusalOf } from '../components/server-refusal';
import { userOpsApi } from './user-ops.api';
import { ADMIN_USERS_PATH } from './user-paths';

/** What the admin types to confirm: the user's name, or their id when they have none. */
export const confirmWordOf = (user: Pick<AdminUserDetail, 'id' | 'name'>): string => user.name.trim() || String(user.id);

export function DeleteUserPanel({ user }: { readonly user: AdminUserDetail }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const self = useSession().user?.id === user.id;
  const [asking, setAsking] = useState(false);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const word = confirmWordOf(user);
  const name = user.name || t('admin.users.noName');

  const remove = async () => {
    setBusy(true);
    try {
      await userOpsApi.remove(user.id);
      setFlash(t('admin.delete.done', { name, id: user.id }));
      navigate(ADMIN_USERS_PATH);
    } catch (error) {
      setAsking(false);
      setBusy(false);
      setFailure(refusalOf(error).message);
    }
  };

  return (
    <section className="card admin-panel admin-danger" aria-labelledby="admin-user-delete">
      <h2 id="admin-user-delete">{t('admin.delete.title')}</h2>
      <p className="admin-panel__lead">{self ? t('admin.delete.self') : t('admin.delete.lead')}</p>
      <Button
        variant="danger"
        disabled={self}
        onClick={() => {
          setTyped('');
          setFailure(null);
          setAsking(true);
        }}
      >
        {t('admin.delete.button')}
      </Button>
      {failure ? (
        <p className="field__error" role="alert">
          {failure}
        </p>
      ) : null}
      {asking ? (
        <ConfirmDialog
          open
          title={t('admin.delete.confirmTitle', { name })}
          confirmLabel={t('admin.delete.confirm')}
          cancelLabel={t('common.cancel')}
          danger
          busy={busy}
          confirmDisabled={typed.trim() !== word}
          onConfirm={() => void remove()}
          onCancel={() => setAsking(false)}
        >
          <p>{t('admin.delete.confirmBody')}</p>
          <TextField label={t('admin.delete.typeName', { word })} autoComplete="off" dir="auto" value={typed} onChange={(event) => setTyped(event.target.value)} />
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
