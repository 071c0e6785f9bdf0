/**
 * /random-battle, the 1 v 1: pick a category (when the battle configuration pairs by category),
 * find an opponent and wait with a visible countdown to the server's wait_until; nobody came: 'No
 * opponent detected. Retry or play against the bot.' with both; matched: both players and the
 * "get ready" count, then the battle (BattlePlay) and its result.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BattleRoom } from '../../../contract/api/battles';
import { currentLanguageParam } from '../../lib/language-param';
import { formatTimer } from '../../lib/format-time';
import { useSettings } from '../../lib/settings/settings';
import { useSession } from '../../lib/session/session-store';
import { Button } from '../../ui/Button';
import { LiveOnly } from '../../ui/LiveOnly';
import { useConnectivity } from '../../lib/connectivity/connectivity';
import { PageTitle } from '../../ui/PageTitle';
import { StatusMessage } from '../../ui/StatusMessage';
import { BattlePlay } from './BattlePlay';
import { CategoryPicker } from './CategoryPicker';
import { PlayerCards } from './PlayerCards';
import { mySeat } from './battle-state';
import { refusalText } from './battle-words';
import { battleInProgress, useBattle, type BattleSession } from './use-battle';
import { useServerCountdown } from './use-server-countdown';
import './battles.css';

function Waiting({ session, room }: { readonly session: BattleSession; readonly room: BattleRoom }) {
  const { t } = useTranslation();
  const seconds = useServerCountdown(room.wait_until, session.state.offsetMs);
  const { user } = useSession();
  return (
    <div className="battle-waiting">
      <PlayerCards room={room} mySeat={mySeat(room, user?.id ?? null)} showScore={false} />
      <p className="battle-waiting__title" role="status">
        {t('battles.random.searching')}
      </p>
      <p role="timer" aria-label={t('battles.random.waitLeft')} className="battle-waiting__count" data-testid="battle-wait">
        {formatTimer(seconds)}
      </p>
      <Button variant="secondary" onClick={() => void session.request({ type: 'cancel', room_id: room.room_id })}>
        {t('common.cancel')}
      </Button>
    </div>
  );
}

function RandomBattle() {
  const { t } = useTranslation();
  const session = useBattle();
  const settings = useSettings();
  const byCategory = settings.system.data?.battle.battle_categories === '1';
  const [category, setCategory] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { room, deleted } = session.state;

  const ask = async (type: 'find' | 'bot'): Promise<void> => {
    setBusy(true);
    setRefusal(null);
    const ack = await session.request({ type, language_id: currentLanguageParam().language_id, category: byCategory ? category : null });
    setBusy(false);
    if (!ack.ok) setRefusal(refusalText(ack));
  };
  const again = (): void => {
    session.dispatch({ type: 'reset' });
    setRefusal(null);
  };

  const error = refusal ? (
    <p className="battle-error" role="alert">
      {refusal}
    </p>
  ) : null;

  if (room && deleted === 'no_opponent') {
    return (
      <StatusMessage
        icon="users"
        title={t('errors.NO_OPPONENT')}
        focusOnMount
        action={
          <>
            <Button busy={busy} onClick={() => void ask('find')}>
              {t('battles.random.retry')}
            </Button>
            <Button variant="secondary" busy={busy} onClick={() => void ask('bot')}>
              {t('battles.random.bot')}
            </Button>
          </>
        }
      >
        {error}
      </StatusMessage>
    );
  }
  if (room && room.status === 'waiting') return <Waiting session={session} room={room} />;
  if (room && (room.status === 'playing' || room.status === 'finished')) {
    return <BattlePlay session={session} room={room} group={false} showScore onPlayAgain={again} />;
  }
  return (
    <form
      className="battle-form"
      onSubmit={(event) => {
        event.preventDefault();
        void ask('find');
      }}
    >
      <p>{t('battles.random.intro')}</p>
      {byCategory ? <CategoryPicker value={category} onChange={setCategory} /> : null}
      <Button type="submit" busy={busy} disabled={session.connection !== 'connected'}>
        {t('battles.random.find')}
      </Button>
      {session.connection === 'connecting' ? <p className="battle-note">{t('battles.connecting')}</p> : null}
      {error}
    </form>
  );
}

export function RandomBattleScreen() {
  const { t } = useTranslation();
  // Read on every change of the connection: a battle under way stays mounted offline (the notice
  // above it, its socket reconnecting); with none, the screen is only the notice.
  useConnectivity();
  return (
    <div className="container container--narrow battles">
      <PageTitle title={t('battles.random.title')} />
      <LiveOnly feature={t('battles.random.title')} keepMounted={battleInProgress()}>
        <RandomBattle />
      </LiveOnly>
    </div>
  );
}
