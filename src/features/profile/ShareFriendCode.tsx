/**
 * Share the friend code as a sign-up link: the system share sheet where the browser has one
 * (Web Share API), and Copy link everywhere, which is also the way when sharing fails. What
 * happened is said in a polite live region; if the clipboard refuses, the link is shown in a field
 * to copy by hand.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteTitle } from '../../lib/document-title';
import { Button } from '../../ui/Button';
import { signUpLink } from './share-link';

type CopyState = 'idle' | 'copied' | 'failed';

function canUseShareSheet(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

export function ShareFriendCode({ code }: { readonly code: string }) {
  const { t } = useTranslation();
  const site = useSiteTitle();
  const fieldId = useId();
  const [copy, setCopy] = useState<CopyState>('idle');
  const link = signUpLink(code);

  const copyLink = async (): Promise<void> => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(link);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  const share = async (): Promise<void> => {
    const data: ShareData = { title: t('profile.share.title', { site }), text: t('profile.share.text', { site, code }), url: link };
    if (navigator.canShare && !navigator.canShare(data)) {
      await copyLink();
      return;
    }
    try {
      await navigator.share(data);
      setCopy('idle');
    } catch (error) {
      // Closing the share sheet is the player's choice, not a failure to work around.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      await copyLink();
    }
  };

  return (
    <div className="profile__share">
      <div className="profile__share-actions">
        {canUseShareSheet() ? (
          <Button onClick={() => void share()} aria-label={t('profile.share.shareLabel')}>
            {t('profile.share.button')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => void copyLink()} aria-label={t('profile.share.copyLabel')}>
          {t('profile.share.copy')}
        </Button>
      </div>
      <p className="profile__share-status" role="status">
        {copy === 'copied' ? t('profile.share.copied') : copy === 'failed' ? t('profile.share.copyFailed') : null}
      </p>
      {copy === 'failed' ? (
        <div className="field profile__share-link">
          <label className="field__label visually-hidden" htmlFor={fieldId}>
            {t('profile.share.linkLabel')}
          </label>
          <input id={fieldId} className="field__input" dir="ltr" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
        </div>
      ) : null}
    </div>
  );
}
