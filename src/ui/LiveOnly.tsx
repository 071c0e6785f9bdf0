/**
 * Live modes (contests, battles, the subscription watch) talk to the server as they happen, so
 * offline they cannot work at all: they say so plainly instead of spinning. Live screens wrap
 * themselves in LiveOnly; NeedsConnection is the message on its own. It sits in ui/ because every
 * live feature uses it and a feature reaches another only through its index (which loads at start).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnectivity } from '../lib/connectivity/connectivity';
import { ButtonLink } from './Button';
import { Icon } from './Icon';
import { StatusMessage } from './StatusMessage';

export interface NeedsConnectionProps {
  /** The live feature's name as shown to the player, e.g. "Contest Play". */
  readonly feature: string;
  /** 'page' replaces the screen's content; 'inline' is a notice above content that stays. */
  readonly variant?: 'page' | 'inline';
}

export function NeedsConnection({ feature, variant = 'page' }: NeedsConnectionProps) {
  const { t } = useTranslation();
  if (variant === 'inline') {
    return (
      <div className="live-notice">
        <Icon name="wifiOff" size={22} />
        <p>
          <strong>{t('live.needsConnection.title', { feature })}</strong> {t('live.needsConnection.inline')}
        </p>
      </div>
    );
  }
  return (
    <StatusMessage
      icon="wifiOff"
      title={t('live.needsConnection.title', { feature })}
      action={
        <>
          <ButtonLink to="/downloads">{t('live.needsConnection.downloads')}</ButtonLink>
          <ButtonLink to="/" variant="secondary">
            {t('common.goHome')}
          </ButtonLink>
        </>
      }
    >
      <p>{t('live.needsConnection.body')}</p>
    </StatusMessage>
  );
}

export interface LiveOnlyProps {
  readonly feature: string;
  readonly children: ReactNode;
  /**
   * Keep the live screen mounted while offline, with the notice above it: a game in progress holds
   * its state and can reconnect. Without it, the screen is not rendered offline at all, so it never
   * opens a connection it cannot have.
   */
  readonly keepMounted?: boolean;
}

export function LiveOnly({ feature, children, keepMounted = false }: LiveOnlyProps) {
  const { online } = useConnectivity();
  return (
    <>
      {/* Its own polite region: losing the connection mid-screen is news; the screen's content is not. */}
      <div role="status" aria-live="polite">
        {online ? null : <NeedsConnection feature={feature} variant={keepMounted ? 'inline' : 'page'} />}
      </div>
      {online || keepMounted ? children : null}
    </>
  );
}
