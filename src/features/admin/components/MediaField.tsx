/**
 * A picture or sound of a form: choose a file, it is uploaded at once (the caller's `upload`), and
 * its preview shows (an image, or an audio player). Remove clears it. The server reads the type from
 * the bytes and has the last word; its refusal shows under the field.
 */
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { refusalOf } from './server-refusal';

export type MediaKind = 'picture' | 'audio';

const ACCEPT: Record<MediaKind, string> = {
  picture: 'image/png,image/jpeg,image/webp',
  audio: 'audio/mpeg,audio/ogg,audio/mp4,audio/aac,audio/wav,audio/x-wav,.mp3,.ogg,.m4a,.aac,.wav',
};

export interface MediaFieldProps {
  readonly label: string;
  readonly kind: MediaKind;
  /** The stored site path, or null for none. */
  readonly value: string | null;
  readonly onChange: (url: string | null) => void;
  readonly upload: (file: File) => Promise<{ readonly url: string }>;
  /** A text for the picture's preview (its alt text); empty: decorative. */
  readonly previewAlt?: string;
  readonly error?: string | null | undefined;
}

export function MediaField({ label, kind, value, onChange, upload, previewAlt = '', error }: MediaFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const shown = failure ?? error ?? null;
  const errorId = shown ? `${id}-error` : undefined;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setBusy(true);
    setFailure(null);
    setStatus(t('admin.media.uploading'));
    try {
      const answer = await upload(file);
      onChange(answer.url);
      setStatus(t('admin.media.uploaded', { name: file.name }));
    } catch (caught) {
      setFailure(refusalOf(caught).message);
      setStatus('');
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <fieldset className={['admin-media', shown ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
      <legend className="field__label">{label}</legend>
      {value ? (
        <div className="admin-media__preview">
          {kind === 'picture' ? <img src={value} alt={previewAlt} className="admin-media__img" /> : <audio controls src={value} aria-label={label} />}
          <code dir="ltr" className="admin-media__url">
            {value}
          </code>
        </div>
      ) : (
        <p className="field__hint">{t('admin.media.none')}</p>
      )}
      <div className="admin-media__actions">
        <input
          ref={input}
          id={id}
          type="file"
          accept={ACCEPT[kind]}
          className="admin-media__input"
          disabled={busy}
          aria-label={`${label}: ${value ? t('admin.media.replace') : t('admin.media.choose')}`}
          aria-busy={busy || undefined}
          aria-describedby={[errorId, `${id}-hint`].filter(Boolean).join(' ')}
          onChange={(event) => void choose(event)}
        />
        {value ? (
          <Button variant="ghost" onClick={() => onChange(null)}>
            {t('admin.media.remove')}
          </Button>
        ) : null}
      </div>
      <p className="field__hint" id={`${id}-hint`}>
        {t(kind === 'picture' ? 'admin.media.pictureHint' : 'admin.media.audioHint')}
      </p>
      <p className="admin-media__status" role="status">
        {status}
      </p>
      {shown ? (
        <p className="field__error" id={errorId} role="alert">
          {shown}
        </p>
      ) : null}
    </fieldset>
  );
}
