/**
 * A group room's chat, in the lobby and in play: the messages (a polite live region, so new ones are
 * read out without taking focus), a text box of at most CHAT_MAX_LENGTH, the quick reactions as emoji
 * buttons with their names, and a Report action (with an optional reason) on other players' messages.
 * The server's refusals (too many messages: RATE_LIMITED) show under the box.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_MAX_LENGTH, QUICK_REACTIONS, type QuickReaction } from '../../../contract/battles/rules';
import type { ChatMessage } from '../../../contract/live/battle';
import { Button } from '../../ui/Button';
import { refusalText } from './battle-words';
import type { BattleSession } from './use-battle';

export const REACTION_EMOJI: Readonly<Record<QuickReaction, string>> = {
  thumbs_up: '👍',
  laugh: '😂',
  wow: '😮',
  fire: '🔥',
  clap: '👏',
  sad: '😢',
};

function ReportForm({ session, roomId, message, onDone }: { readonly session: BattleSession; readonly roomId: number; readonly message: ChatMessage; readonly onDone: (text: string) => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async (): Promise<void> => {
    setBusy(true);
    const ack = await session.request({ type: 'report', room_id: roomId, message_id: message.id, reason: reason.trim() });
    setBusy(false);
    onDone(ack.ok ? t('battles.chat.reported') : refusalText(ack));
  };
  return (
    <div className="battle-chat__report">
      <label htmlFor={`report-${message.id}`}>{t('battles.chat.reason')}</label>
      <input id={`report-${message.id}`} className="field__input" value={reason} maxLength={300} onChange={(event) => setReason(event.target.value)} />
      <Button variant="danger" busy={busy} onClick={() => void send()}>
        {t('battles.chat.sendReport')}
      </Button>
    </div>
  );
}

export function BattleChat({ session, roomId, mySeat }: { readonly session: BattleSession; readonly roomId: number; readonly mySeat: number | null }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [reporting, setReporting] = useState<number | null>(null);
  const [reported, setReported] = useState<Readonly<Record<number, string>>>({});
  const send = async (content: { text: string } | { reaction: QuickReaction }): Promise<void> => {
    setRefusal(null);
    const ack = await session.request({ type: 'chat', room_id: roomId, ...content });
    if (!ack.ok) setRefusal(refusalText(ack));
    else if ('text' in content) setText('');
  };
  return (
    <section className="battle-chat" aria-labelledby="battle-chat-title">
      <h2 id="battle-chat-title">{t('battles.chat.title')}</h2>
      <ol className="battle-chat__list" aria-live="polite" aria-label={t('battles.chat.messages')}>
        {session.state.chat.map((message) => (
          <li key={message.id} className="battle-chat__message" data-testid="chat-message">
            <strong dir="auto">{message.name}</strong>{' '}
            {message.reaction ? (
              <span role="img" aria-label={t(`battles.reactions.${message.reaction}`)}>
                {REACTION_EMOJI[message.reaction]}
              </span>
            ) : (
              <span dir="auto">{message.text}</span>
            )}
            {message.seat !== mySeat && !reported[message.id] ? (
              <Button
                variant="ghost"
                className="battle-chat__report-button"
                aria-label={t('battles.chat.reportOf', { name: message.name })}
                aria-expanded={reporting === message.id}
                onClick={() => setReporting(reporting === message.id ? null : message.id)}
              >
                {t('battles.chat.report')}
              </Button>
            ) : null}
            {reported[message.id] ? (
              <span className="battle-chat__reported" role="status">
                {reported[message.id]}
              </span>
            ) : null}
            {reporting === message.id ? (
              <ReportForm
                session={session}
                roomId={roomId}
                message={message}
                onDone={(feedback) => {
                  setReporting(null);
                  setReported((done) => ({ ...done, [message.id]: feedback }));
                }}
              />
            ) : null}
          </li>
        ))}
      </ol>
      <div className="battle-chat__reactions" role="group" aria-label={t('battles.chat.reactions')}>
        {QUICK_REACTIONS.map((reaction) => (
          <button key={reaction} type="button" className="battle-chat__reaction" aria-label={t('battles.chat.sendReaction', { reaction: t(`battles.reactions.${reaction}`) })} onClick={() => void send({ reaction })}>
            <span aria-hidden="true">{REACTION_EMOJI[reaction]}</span>
          </button>
        ))}
      </div>
      <form
        className="battle-chat__form"
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim()) void send({ text: text.trim() });
        }}
      >
        <label htmlFor="battle-chat-text" className="visually-hidden">
          {t('battles.chat.message')}
        </label>
        <input id="battle-chat-text" className="field__input" value={text} maxLength={CHAT_MAX_LENGTH} placeholder={t('battles.chat.placeholder')} onChange={(event) => setText(event.target.value)} />
        <Button type="submit" disabled={!text.trim()}>
          {t('battles.chat.send')}
        </Button>
      </form>
      {refusal ? (
        <p className="battle-error" role="alert">
          {refusal}
        </p>
      ) : null}
    </section>
  );
}
