/** Name, e-mail and mobile (update_profile); the server's refusal or field error is shown as it came. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../contract/api/common';
import { inlineErrorMessage } from '../../lib/i18n/inline-error';
import { isApiError } from '../../lib/request/api-error';
import { setSessionUser } from '../../lib/session/session-store';
import { notify } from '../../lib/toast/notify';
import { Button, ButtonLink } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { profileApi } from './profile.api';

interface FormError {
  readonly message: string;
  readonly field: string | undefined;
}

export function ProfileDetailsForm({ user }: { readonly user: User }) {
  const { t } = useTranslation();
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email ?? '');
  const [mobile, setMobile] = useState(user.mobile ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<FormError | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const body = { name: name.trim(), mobile: mobile.trim(), ...(email.trim() ? { email: email.trim() } : {}) };
    profileApi
      .update(body)
      .then(
        (updated) => {
          setSessionUser(updated);
          notify.success(t('profile.saved'));
        },
        (caught: unknown) => setError(isApiError(caught) ? { message: inlineErrorMessage(caught), field: caught.field } : { message: t('errors.INTERNAL'), field: undefined }),
      )
      .finally(() => setBusy(false));
  };

  const fieldMessage = (field: string): string | null => (error?.field === field ? error.message.replace(`${field}: `, '') : null);
  return (
    <form onSubmit={onSubmit} noValidate>
      {error && !error.field ? (
        <p className="form-alert form-alert--error" role="alert">
          {error.message}
        </p>
      ) : null}
      <TextField label={t('auth.fields.name')} name="name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} error={fieldMessage('name')} required />
      <TextField label={t('auth.fields.email')} type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={fieldMessage('email')} />
      <TextField
        label={t('auth.fields.mobile')}
        type="tel"
        name="mobile"
        autoComplete="tel"
        hint={t('auth.fields.mobileHint')}
        value={mobile}
        onChange={(e) => setMobile(e.target.value)}
        error={fieldMessage('mobile')}
      />
      <div className="profile__actions">
        <Button type="submit" busy={busy}>
          {t('profile.save')}
        </Button>
        <ButtonLink to="/profile" variant="ghost">
          {t('common.cancel')}
        </ButtonLink>
      </div>
    </form>
  );
}
