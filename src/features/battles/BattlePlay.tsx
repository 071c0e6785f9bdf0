/**
 * A battle in play, the 1 v 1's and the group room's: the "get ready" count, each question with its
 * countdown to the server's closing time (one answer, locked once tapped), who has answered, the
 * reveal after each question closes (the right answer, everyone's answers and points), and the
 * result. A dropped connection lays "Reconnecting..." over the question and locks it: the question
 * never sits there looking alive while nothing can reach the server.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BattleRoom, ClosedQuestion } from '../../../contract/api/battles';
import { formatTimer } from '../../lib/format-time';
import { useSession } from '../../lib/session/session-store';
import { Button, ButtonLink } from '../../ui/Button';
import { ChoiceQuestion } from '../../ui/ChoiceQuestion';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Icon } from '../../ui/Icon';
import { StatusMessage } from '../../ui/StatusMessage';
import { battlePaths } from './battle-paths';
import { mySeat } from './battle-state';
import { refusalText } from './battle-words';
import { PlayerCards } from './PlayerCards';
import { timersFromAnswers } from './timers';
import type { BattleSession } from './use-battle';
import { useServerCountdown } from './use-server-countdown';

function GetReady({ room, offsetMs }: { readonly room: BattleRoom; readonly offsetMs: number }) {
  const { t } = useTranslation();
  const seconds = useServerCountdown(room.starts_at, offsetMs);
  return (
    <div className="battle-ready" role="timer" aria-live="polite">
      <p className="battle-ready__title">{t('battles.getReady')}</p>
      <p className="battle-ready__count" data-testid="battle-get-ready">
        {seconds}
      </p>
    </div>
  );
}

function Question({ session, room, locked }: { readonly session: BattleSession; readonly room: BattleRoom; readonly locked: boolean }) {
  const { t } = useTranslation();
  const question = room.question;
  const seconds = useServerCountdown(question?.closes_at ?? null, session.state.offsetMs);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (!question) return null;
  const answered = question.index in session.state.mine;
  const chosen = session.state.mine[question.index] ?? null;
  const choose = (choice: number): void => {
    if (answered || locked || seconds <= 0) return;
    session.dispatch({ type: 'chose', index: question.index, choice });
    setRefusal(null);
    void session.request({ type: 'answer', room_id: room.room_id, index: question.index, choice }).then((ack) => {
      if (!ack.ok && ack.code !== 'BATTLE_ALREADY_ANSWERED') setRefusal(refusalText(ack));
    });
  };
  return (
    <div className="battle-question">
      <div className="battle-question__bar">
        <p>{t('battles.progress', { current: question.index + 1, total: room.no_of_que })}</p>
        <span className="battle-question__timer" role="timer" aria-label={t('battles.timeLeft')}>
          <Icon name="clock" size={18} /> <span data-testid="battle-timer">{formatTimer(seconds)}</span>
        </span>
      </div>
      <ChoiceQuestion
        id={question.id}
        question={question.question}
        options={question.options}
        imageUrl={question.image_url}
        imageAlt={question.image_alt}
        chosen={chosen}
        onChoose={choose}
        locked={answered || locked || seconds <= 0}
        chosenLabel={t('battles.chosen')}
      />
      <p className="battle-question__note" role="status">
        {answered ? t('battles.waitingOthers') : null}
      </p>
      {refusal ? (
        <p className="battle-error" role="alert">
          {refusal}
        </p>
      ) : null}
    </div>
  );
}

function Reveal({ room, closed }: { readonly room: BattleRoom; readonly closed: ClosedQuestion }) {
  const { t } = useTranslation();
  const right = closed.options[closed.answer] ?? '';
  return (
    <section className="battle-reveal" aria-labelledby="battle-reveal-title" aria-live="polite">
      <h2 id="battle-reveal-title">{t('battles.reveal.title', { number: closed.index + 1 })}</h2>
      <p className="battle-reveal__question" dir="auto">
        {closed.question}
      </p>
      <p className="battle-reveal__right">
        {t('battles.reveal.rightAnswer')} <strong dir="auto">{right}</strong>
      </p>
      <ul className="battle-reveal__answers">
        {closed.answers.map((answer) => {
          const name = room.players.find((p) => p.seat === answer.seat)?.name ?? '';
          const choice = answer.choice === null ? t('battles.reveal.noAnswer') : (closed.options[answer.choice] ?? '');
          return (
            <li key={answer.seat} data-testid="battle-reveal-answer">
              <span dir="auto">{name}</span>: <span dir="auto">{choice}</span> —{' '}
              {answer.correct ? t('battles.reveal.correct') : t('battles.reveal.incorrect')}, {t('battles.points', { count: answer.points })}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Result({ room, seat, onPlayAgain, group }: { readonly room: BattleRoom; readonly seat: number | null; readonly onPlayAgain: () => void; readonly group: boolean }) {
  const { t } = useTranslation();
  const result = room.result;
  if (!result) return null;
  const mine = result.seats.find((s) => s.seat === seat);
  const outcome = mine?.outcome ?? 'lose';
  const winners = room.players.filter((p) => p.user_id !== null && result.winner_ids.includes(p.user_id)).map((p) => p.name);
  return (
    <StatusMessage
      tone={outcome === 'win' || outcome === 'tie' ? 'success' : 'info'}
      icon="trophy"
      title={t(`battles.result.${outcome}`)}
      focusOnMount
      action={
        <>
          <Button onClick={onPlayAgain}>{t('battles.playAgain')}</Button>
          <ButtonLink to={battlePaths.statistics} variant="secondary">
            {t('battles.statistics.title')}
          </ButtonLink>
        </>
      }
    >
      {result.reason === 'opponent_left' ? <p>{t('errors.OPPONENT_LEFT')}</p> : null}
      {group && winners.length > 0 ? <p>{t('battles.result.winners', { names: winners.join(', '), count: winners.length })}</p> : null}
      {group ? <p>{t('battles.result.pot', { count: room.pot })}</p> : null}
      <p data-testid="battle-coins">{t('battles.result.coins', { count: mine?.coins ?? 0 })}</p>
    </StatusMessage>
  );
}

export interface BattlePlayProps {
  readonly session: BattleSession;
  readonly room: BattleRoom;
  readonly group: boolean;
  readonly showScore: boolean;
  readonly onPlayAgain: () => void;
}

export function BattlePlay({ session, room, group, showScore, onPlayAgain }: BattlePlayProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const seat = mySeat(room, user?.id ?? null);
  const [leaving, setLeaving] = useState(false);
  const [busy, setBusy] = useState(false);
  const connected = session.connection === 'connected';
  const last = room.closed.at(-1);
  const finished = room.status === 'finished';

  let timeUsed: Record<number, string> | undefined;
  if (!group) {
    const [first, second] = room.players;
    const msOf = (q: ClosedQuestion, s: number | undefined) => q.answers.find((a) => a.seat === s)?.ms ?? null;
    const timers = timersFromAnswers(room.question_seconds, room.closed.map((q) => ({ first: msOf(q, first?.seat), second: msOf(q, second?.seat) })));
    timeUsed = { [first?.seat ?? 1]: timers.remainingSecond, [second?.seat ?? 2]: timers.user2RemainingSecond };
  }

  const leave = async (): Promise<void> => {
    setBusy(true);
    await session.request({ type: 'leave', room_id: room.room_id });
    setBusy(false);
    setLeaving(false);
    // Left: whatever the answer, this device is out of the room.
    session.dispatch({ type: 'reset' });
  };

  return (
    <div className="battle-play">
      <PlayerCards room={room} mySeat={seat} showScore={showScore || finished} timeUsed={timeUsed} />
      <div className="battle-stage">
        {finished ? <Result room={room} seat={seat} onPlayAgain={onPlayAgain} group={group} /> : null}
        {!finished && room.question ? <Question session={session} room={room} locked={!connected} /> : null}
        {!finished && !room.question && room.closed.length === 0 ? <GetReady room={room} offsetMs={session.state.offsetMs} /> : null}
        {!finished && !room.question && last ? <Reveal room={room} closed={last} /> : null}
        {!connected && !finished ? (
          <div className="battle-overlay" role="status">
            <Icon name="wifiOff" size={22} /> {session.connection === 'offline' ? t('battles.connectionLost') : t('battles.reconnecting')}
          </div>
        ) : null}
      </div>
      {finished ? null : (
        <Button variant="ghost" onClick={() => setLeaving(true)}>
          {t('battles.leave')}
        </Button>
      )}
      <ConfirmDialog
        open={leaving}
        title={t('battles.leaveConfirm.title')}
        confirmLabel={t('battles.leave')}
        cancelLabel={t('battles.leaveConfirm.stay')}
        busy={busy}
        danger
        onConfirm={() => void leave()}
        onCancel={() => setLeaving(false)}
      >
        <p>{t('battles.leaveConfirm.body')}</p>
      </ConfirmDialog>
    </div>
  );
}
