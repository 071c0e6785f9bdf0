/**
 * The outbox's state in the header, for everyone on every screen: an icon and a text (never colour
 * alone), shortened to one word on phones. It links to where the state can be acted on. A separate
 * polite live region speaks only when the kind of state settles, never for every count or flush.
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useConnectivity } from '../../lib/connectivity/connectivity';
import { Icon } from '../../ui/Icon';
import type { IconName } from '../../ui/icons';
import { SYNC_SETTINGS_PATH } from '../../lib/settings-paths';
import type { SyncView, SyncViewKind } from './sync-view';
import { useSettledChange } from './use-settled';
import { useOutboxUserId } from './use-outbox-user-id';
import { useSyncView } from './use-sync-view';
import { intlLocale } from '../../lib/i18n/intl-locale';
import type { RenderPendingRounds } from '../../lib/pending-rounds-slot';
import { PendingRounds } from './PendingRounds';
import './sync-status.css';

/**
 * The rounds waiting, said beside coins, score and badges: in this chunk, which index.ts loads
 * after start-up and hands them on from. A chunk of their own, reaching fewer modules than this
 * one, made the bundler split start-up's shared chunks (about a kilobyte of gzip).
 */
export const renderPendingRounds: RenderPendingRounds = (props) => <PendingRounds {...props} />;

/** Long enough to let a flush finish, short enough that the news is still news. */
export const ANNOUNCE_SETTLE_MS = 1_000;

interface Texts {
  /** The full text: the chip's accessible name and its visible text on wider screens. */
  readonly full: string;
  /** One word on phones; a part of `full`, so voice control finds the chip by what it shows. */
  readonly short: string;
  /** What the live region says: the kind of state only, so a changing count stays quiet. */
  readonly announce: string;
}

function describe(view: SyncView, t: TFunction, language: string): Texts {
  const count = view.count;
  switch (view.kind) {
    case 'saved':
      return {
        full: count > 0 ? t('sync.status.savedWaiting', { count }) : t('sync.status.saved'),
        short: t('sync.status.savedShort'),
        announce: t('sync.status.saved'),
      };
    case 'syncing':
      return { full: t('sync.status.syncing', { count }), short: t('sync.status.syncingShort'), announce: t('sync.status.syncingShort') };
    case 'synced': {
      const time = new Intl.DateTimeFormat(intlLocale(language), { hour: '2-digit', minute: '2-digit' }).format(view.at ?? undefined);
      return { full: t('sync.status.syncedAt', { time }), short: t('sync.status.syncedShort'), announce: t('sync.status.syncedShort') };
    }
    case 'up-to-date':
      return { full: t('sync.status.upToDate'), short: t('sync.status.syncedShort'), announce: t('sync.status.upToDate') };
    case 'sign-in':
      return { full: t('sync.status.signIn'), short: t('sync.status.signInShort'), announce: t('sync.status.signIn') };
    case 'problem':
      return { full: t('sync.status.problem'), short: t('sync.status.problemShort'), announce: t('sync.status.problem') };
    case 'none':
      return { full: '', short: '', announce: '' };
  }
}

const ICONS: Record<Exclude<SyncViewKind, 'none' | 'syncing'>, IconName> = {
  saved: 'clock',
  synced: 'checkCircle',
  'up-to-date': 'checkCircle',
  'sign-in': 'lock',
  problem: 'warning',
};

function StatusIcon({ kind, online }: { readonly kind: SyncViewKind; readonly online: boolean }) {
  if (kind === 'none') return null;
  if (kind === 'syncing') return <span className="spinner spinner--inline sync-status__spinner" aria-hidden="true" />;
  return <Icon name={kind === 'saved' && !online ? 'wifiOff' : ICONS[kind]} size={18} />;
}

export function SyncStatus() {
  const { t, i18n } = useTranslation();
  const view = useSyncView();
  const { online } = useConnectivity();
  const signedIn = useOutboxUserId() !== null;
  const texts = describe(view, t, i18n.language);
  const announcement = useSettledChange(texts.announce, ANNOUNCE_SETTLE_MS);
  // A guest signs in to send what is waiting; anyone signed in finds the details in the QA panel.
  const to = view.kind === 'sign-in' && !signedIn ? '/auth/login' : SYNC_SETTINGS_PATH;
  return (
    <div className="sync-status">
      {view.kind === 'none' ? null : (
        <Link to={to} className={`sync-status__chip sync-status__chip--${view.kind}`} data-sync-state={view.kind}>
          <StatusIcon kind={view.kind} online={online} />
          <span className="sync-status__full">{texts.full}</span>
          <span className="sync-status__short" aria-hidden="true">
            {texts.short}
          </span>
        </Link>
      )}
      <span className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}
