/**
 * /group-battle: create a room (category, Number of Questions, entry fee, private or public) through
 * create_room and take it on the socket, or join one by its code (/group-battle?code=XXXXXX fills it
 * in); the lobby; then the battle with a scoreboard of up to four (scores may be hidden while
 * playing) and the result with the winner(s) and the pot. The room's chat is beside it throughout.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { GROUP_QUESTION_COUNTS } from '../../../contract/battles/rules';
import { parseRoomCode } from '../../../contract/live/battle';
import { inlineErrorMessage } from '../../lib/i18n/inline-error';
import { isApiError } from '../../lib/request/api-error';
import { useSession } from '../../lib/session/session-store';
import { useSettings } from '../../lib/settings/settings';
import { Button } from '../../ui/Button';
import { LiveOnly } from '../../ui/LiveOnly';
import { useConnectivity } from '../../lib/connectivity/connectivity';
import { PageTitle } from '../../ui/PageTitle';
import { StatusMessage } from '../../ui/StatusMessage';
import { panelIdOf, TabList, tabIdOf } from '../../ui/TabList';
import { TextField } from '../../ui/TextField';
import { BattleChat } from './BattleChat';
import { BattlePlay } from './BattlePlay';
import { CategoryPicker } from './CategoryPicker';
import { GroupLobby } from './GroupLobby';
import { battlesApi } from './battles.api';
import { mySeat } from './battle-state';
import { refusalText } from './battle-words';
import { battleInProgress, useBattle, type BattleSession } from './use-battle';
import './battles.css';

type Tab = 'create' | 'join';

function CreateRoom({ session }: { readonly session: BattleSession }) {
  const { t } = useTranslation();
  const fees = useSettings().system.data?.battle.group_entry_fees ?? [0];
  const [category, setCategory] = useState<number | null>(null);
  const [count, setCount] = useState<number | null>(null);
  const [fee, setFee] = useState<number>(fees[0] ?? 0);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const create = async (): Promise<void> => {
    if (count === null) {
      setError(t('battles.group.selectCount'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      // Rooms are joined by their code (shared or typed); there is no list of open rooms to join without one.
      const room = await battlesApi.createRoom({ room_type: 'private', category, no_of_que: count, entry_fee: fee });
      // The room exists; joining it on the socket is what lets this device hear it.
      const ack = await session.request({ type: 'join', room_id: room.room_id });
      if (!ack.ok) setError(refusalText(ack));
    } catch (failure) {
      setError(isApiError(failure) ? inlineErrorMessage(failure) : t('common.offline'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="battle-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void create();
      }}
    >
      <CategoryPicker value={category} onChange={setCategory} />
      <fieldset className="battle-choices">
        <legend>{t('battles.group.count')}</legend>
        {GROUP_QUESTION_COUNTS.map((n) => (
          <label key={n} className="battle-choice">
            <input type="radio" name="battle-count" value={n} checked={count === n} onChange={() => setCount(n)} /> {n}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor="battle-fee">
          {t('battles.group.entryFee')}
        </label>
        <select id="battle-fee" className="field__input" value={fee} onChange={(event) => setFee(Number(event.target.value))}>
          {fees.map((value) => (
            <option key={value} value={value}>
              {value === 0 ? t('battles.group.free') : t('battles.group.fee', { count: value })}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" busy={busy} disabled={session.connection !== 'connected'}>
        {t('battles.group.create')}
      </Button>
      {error ? (
        <p className="battle-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

function JoinRoom({ session, initialCode }: { readonly session: BattleSession; readonly initialCode: string }) {
  const { t } = useTranslation();
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const join = async (): Promise<void> => {
    if (!code.trim()) {
      setError(t('errors.ROOM_CODE_REQUIRED'));
      return;
    }
    const parsed = parseRoomCode(code);
    if (!parsed) {
      setError(t('errors.ROOM_CODE_INVALID'));
      return;
    }
    setBusy(true);
    setError(null);
    const ack = await session.request({ type: 'join_code', room_code: parsed });
    setBusy(false);
    if (!ack.ok) setError(refusalText(ack));
  };
  return (
    <form
      className="battle-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void join();
      }}
    >
      <TextField label={t('battles.group.codeInput')} value={code} autoCapitalize="characters" autoComplete="off" spellCheck={false} maxLength={12} error={error} onChange={(event) => setCode(event.target.value)} />
      <Button type="submit" busy={busy} disabled={session.connection !== 'connected'}>
        {t('battles.group.join')}
      </Button>
    </form>
  );
}

function GroupBattle() {
  const { t } = useTranslation();
  const session = useBattle();
  const { user } = useSession();
  const search = useSearch();
  const invited = new URLSearchParams(search).get('code') ?? '';
  const [tab, setTab] = useState<Tab>(invited ? 'join' : 'create');
  // The spec's group battle starts with showScore false: points stay hidden until a player asks (or the end).
  const [showScore, setShowScore] = useState(false);
  const { room, deleted } = session.state;
  const seat = mySeat(room, user?.id ?? null);

  if (room && deleted) {
    return (
      <StatusMessage
        icon="users"
        title={deleted === 'owner' ? t('errors.ROOM_DELETED_BY_OWNER') : t('errors.ROOM_DELETED')}
        focusOnMount
        action={<Button onClick={() => session.dispatch({ type: 'reset' })}>{t('battles.group.back')}</Button>}
      />
    );
  }
  if (room) {
    const isOwner = room.created_by !== null && room.created_by === user?.id;
    return (
      <div className="battle-room">
        {room.status === 'waiting' ? (
          <GroupLobby session={session} room={room} seat={seat} isOwner={isOwner} />
        ) : (
          <>
            {room.status === 'playing' ? (
              <label className="battle-choice">
                <input type="checkbox" checked={showScore} onChange={(event) => setShowScore(event.target.checked)} /> {t('battles.group.showScore')}
              </label>
            ) : null}
            <BattlePlay session={session} room={room} group showScore={showScore} onPlayAgain={() => session.dispatch({ type: 'reset' })} />
          </>
        )}
        <BattleChat session={session} roomId={room.room_id} mySeat={seat} />
      </div>
    );
  }
  return (
    <>
      <TabList
        label={t('battles.group.title')}
        idPrefix="group-battle"
        selected={tab}
        onSelect={setTab}
        tabs={[
          { key: 'create', label: t('battles.group.createTab') },
          { key: 'join', label: t('battles.group.joinTab') },
        ]}
      />
      <div role="tabpanel" id={panelIdOf('group-battle')} aria-labelledby={tabIdOf('group-battle', tab)}>
        {tab === 'create' ? <CreateRoom session={session} /> : <JoinRoom session={session} initialCode={invited} />}
      </div>
    </>
  );
}

export function GroupBattleScreen() {
  const { t } = useTranslation();
  // Read on every change of the connection: a battle under way stays mounted offline (the notice
  // above it, its socket reconnecting); with none, the screen is only the notice.
  useConnectivity();
  return (
    <div className="container container--narrow battles">
      <PageTitle title={t('battles.group.title')} />
      <LiveOnly feature={t('battles.group.title')} keepMounted={battleInProgress()}>
        <GroupBattle />
      </LiveOnly>
    </div>
  );
}
