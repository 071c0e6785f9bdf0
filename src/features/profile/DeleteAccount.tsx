/** The danger zone: deletes the account after a confirmation, then signs out on this device. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inlineErrorMessage } from '../../lib/i18n/inline-error';
import { isApiError } from '../../lib/request/api-error';
import { notify } from '../../lib/toast/notify';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { profileApi } from './profile.api';
import { useLeaveAccount } from './use-sign-out';

export function DeleteAccount() {
  const { t } = useTranslation();
  const leave = useLeaveAccount();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = (): void => {
    setBusy(true);
    setError(null);
    profileApi.deleteAccount().then(
      () => {
        setOpen(false);
        leave.forget();
        notify.success(t('profile.delete.done'));
      },
      (caught: unknown) => {
        setBusy(false);
        setError(isApiError(caught) ? inlineErrorMessage(caught) : t('errors.INTERNAL'));
      },
    );
  };

  return (
    <section className="danger-zone card" aria-labelledby="danger-title">
      <h2 id="danger-title">{t('profile.delete.title')}</h2>
      <p>{t('profile.delete.explain')}</p>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t('profile.delete.button')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('profile.delete.confirmTitle')}
        confirmLabel={t('profile.delete.confirm')}
        cancelLabel={t('common.cancel')}
        danger
        busy={busy}
        onConfirm={confirm}
        onCancel={() => {
          setOpen(false);
          setError(null);
        }}
      >
        <p>{t('profile.delete.confirmBody')}</p>
        {error ? (
          <p className="field__error" role="alert">
            {error}
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
