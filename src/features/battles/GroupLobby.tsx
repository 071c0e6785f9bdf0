/**
 * A group room before it starts: its code big and copyable, Share (the Web Share API with the
 * invitation link, or the link copied where there is none), the players (up to four), and the
 * owner's Start (two players at least) and Delete room; the others may leave.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BattleRoom } from '../../../contract/api/battles';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { PlayerCards } from './PlayerCards';
import { battlePaths } from './battle-paths';
import { refusalText } from './battle-words';
import type { BattleSession } from './use-battle';

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function GroupLobby({ session, room, seat, isOwner }: { readonly session: BattleSession; readonly room: BattleRoom; readonly seat: number | null; readonly isOwner: boolean }) {
  const { t } = useTranslation();
  const [note, setNote] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState<'start' | 'delete' | 'leave' | null>(null);
  const code = room.room_code ?? '';
  const link = new URL(battlePaths.invite(code), window.location.origin).href;

  const act = async (type: 'start' | 'delete' | 'leave'): Promise<void> => {
    setBusy(type);
    setRefusal(null);
    const ack = await session.request({ type, room_id: room.room_id });
    setBusy(null);
    setDeleting(false);
    if (!ack.ok) setRefusal(refusalText(ack));
  };
  const share = async (): Promise<void> => {
    const data = { title: t('battles.group.title'), text: t('battles.group.shareText', { code }), url: link };
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        // The player closed the share sheet: nothing to say.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    setNote((await copy(link)) ? t('battles.group.linkCopied') : t('battles.group.copyFailed'));
  };

  return (
    <div className="battle-lobby">
      <div className="battle-lobby__code">
        <p id="battle-room-code-label">{t('battles.group.roomCode')}</p>
        <p className="battle-lobby__code-value" aria-labelledby="battle-room-code-label" data-testid="room-code" dir="ltr">
          {code}
        </p>
        <div className="battle-actions">
          <Button variant="secondary" onClick={() => void copy(code).then((ok) => setNote(ok ? t('battles.group.codeCopied') : t('battles.group.copyFailed')))}>
            {t('battles.group.copyCode')}
          </Button>
          <Button variant="secondary" onClick={() => void share()}>
            {t('battles.group.share')}
          </Button>
        </div>
        <p role="status" className="battle-note">
          {note}
        </p>
      </div>
      <p>
        {t('battles.group.summary', { count: room.no_of_que })} · {room.entry_fee > 0 ? t('battles.group.fee', { count: room.entry_fee }) : t('battles.group.free')} ·{' '}
        {t('battles.group.pot', { count: room.pot })}
      </p>
      <PlayerCards room={room} mySeat={seat} showScore={false} />
      <p className="battle-note">{t('battles.group.seats', { count: room.players.length, max: room.max_players })}</p>
      <div className="battle-actions">
        {isOwner ? (
          <>
            <Button busy={busy === 'start'} disabled={room.players.length < 2} onClick={() => void act('start')}>
              {t('battles.group.start')}
            </Button>
            <Button variant="danger" onClick={() => setDeleting(true)}>
              {t('battles.group.delete')}
            </Button>
          </>
        ) : (
          <Button variant="secondary" busy={busy === 'leave'} onClick={() => void act('leave')}>
            {t('battles.leave')}
          </Button>
        )}
      </div>
      {isOwner && room.players.length < 2 ? <p className="battle-note">{t('battles.group.needTwo')}</p> : null}
      {refusal ? (
        <p className="battle-error" role="alert">
          {refusal}
        </p>
      ) : null}
      <ConfirmDialog
        open={deleting}
        title={t('battles.group.deleteTitle')}
        confirmLabel={t('battles.group.delete')}
        cancelLabel={t('common.cancel')}
        busy={busy === 'delete'}
        danger
        onConfirm={() => void act('delete')}
        onCancel={() => setDeleting(false)}
      >
        <p>{t('battles.group.deleteBody')}</p>
      </ConfirmDialog>
    </div>
  );
}
