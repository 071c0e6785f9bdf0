/**
 * Shows the full-screen loader until start-up settled (a first visit does not wait for the
 * settings, see boot.ts), or a retry screen when nothing could be loaded. Once either is on the page, the deferred start-up work may run (after-start.ts): when the
 * app shows, after the route's screen has its heading.
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button';
import { FullScreenLoader } from '../ui/FullScreenLoader';
import { StatusMessage } from '../ui/StatusMessage';
import { headingShown, settleStartup } from './after-start';
import { boot, bootSettingsSettled, retryBoot, type BootResult } from './boot';

type Phase = 'loading' | BootResult;

export function BootGate({ children }: { readonly children: ReactNode }) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>('loading');

  const retry = useCallback(() => {
    setPhase('loading');
    retryBoot().then(setPhase, () => setPhase('no-settings'));
  }, []);

  useEffect(() => {
    let cancelled = false;
    boot()
      .then((result) => {
        if (cancelled) return;
        setPhase(result);
        // A first visit opened before its settings came: a server that cannot give them still gets the retry screen.
        if (result === 'ready') void bootSettingsSettled().then((late) => !cancelled && late === 'no-settings' && setPhase('no-settings'));
      })
      .catch(() => !cancelled && setPhase('no-settings'));
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    if (phase === 'ready') {
      performance.mark('qh:app-shown');
      settleStartup(headingShown(document.getElementById('main')));
    }
    else if (phase === 'no-settings') settleStartup(Promise.resolve());
  }, [phase]);

  if (phase === 'loading') return <FullScreenLoader label={t('app.loading')} />;
  if (phase === 'no-settings') {
    return (
      <main className="boot-error">
        <StatusMessage
          tone="error"
          icon="wifiOff"
          headingLevel={1}
          title={t('app.offline.title')}
          action={
            <Button onClick={retry} variant="primary">
              {t('common.retry')}
            </Button>
          }
        >
          <p>{t('app.offline.body')}</p>
        </StatusMessage>
      </main>
    );
  }
  return children;
}
