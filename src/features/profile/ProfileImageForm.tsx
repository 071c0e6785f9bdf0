/** Uploads a new profile picture (PNG, JPEG or WebP, at most 2 MB) as multipart field `image`. */
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES } from '../../../contract/api/user';
import { inlineErrorMessage } from '../../lib/i18n/inline-error';
import { isApiError } from '../../lib/request/api-error';
import { setSessionUser, useSession } from '../../lib/session/session-store';
import { notify } from '../../lib/toast/notify';
import { Avatar } from '../../ui/Avatar';
import { profileApi } from './profile.api';

const ACCEPT = PROFILE_IMAGE_TYPES.join(',');

export function checkImage(file: File): 'type' | 'size' | null {
  if (!(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > PROFILE_IMAGE_MAX_BYTES || file.size === 0) return 'size';
  return null;
}

export function ProfileImageForm() {
  const { t } = useTranslation();
  const id = useId();
  const { user } = useSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onChange = (event: ChangeEvent<HTMLInputElement>): void => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const problem = checkImage(file);
    if (problem) {
      setError(problem === 'type' ? t('errors.IMAGE_INVALID') : t('profile.image.tooLarge'));
      input.value = '';
      return;
    }
    setBusy(true);
    setError(null);
    profileApi
      .uploadImage(file)
      .then(
        (updated) => {
          setSessionUser(updated);
          notify.success(t('profile.image.saved'));
        },
        (caught: unknown) => setError(isApiError(caught) ? inlineErrorMessage(caught) : t('errors.INTERNAL')),
      )
      .finally(() => {
        setBusy(false);
        input.value = '';
      });
  };

  if (!user) return null;
  return (
    <div className="profile-image">
      <Avatar name={user.name} src={user.profile} size={80} />
      <div className="profile-image__controls">
        <input id={id} className="visually-hidden file-input" type="file" accept={ACCEPT} onChange={onChange} disabled={busy} aria-describedby={`${id}-hint`} />
        <label htmlFor={id} className="btn btn--secondary" aria-busy={busy || undefined}>
          {busy ? t('profile.image.uploading') : t('profile.image.change')}
        </label>
        <p id={`${id}-hint`} className="field__hint">
          {t('profile.image.hint')}
        </p>
        {error ? (
          <p className="field__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
