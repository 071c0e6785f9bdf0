/**
 * The players of a battle as cards: picture, name, the bot labelled "Bot", the player's own card
 * marked, points (unless hidden in a group room), whether they answered the open question, their
 * connection ("Reconnecting..." while their seat is held), and in a 1 v 1 the time they used.
 */
import { useTranslation } from 'react-i18next';
import type { BattleRoom } from '../../../contract/api/battles';
import { Avatar } from '../../ui/Avatar';

export interface PlayerCardsProps {
  readonly room: BattleRoom;
  readonly mySeat: number | null;
  readonly showScore: boolean;
  /** Seat to time used (mm:ss), for the 1 v 1. */
  readonly timeUsed?: Readonly<Record<number, string>>;
}

export function PlayerCards({ room, mySeat, showScore, timeUsed }: PlayerCardsProps) {
  const { t } = useTranslation();
  const players = showScore && room.status !== 'waiting' ? [...room.players].sort((a, b) => b.points - a.points || a.seat - b.seat) : room.players;
  return (
    <ul className="battle-players" aria-label={t('battles.players')}>
      {players.map((player) => (
        <li key={player.seat} className={['battle-player', player.seat === mySeat ? 'battle-player--me' : '', `battle-player--${player.presence}`].join(' ')} data-testid="battle-player">
          <Avatar name={player.name} src={player.image} size={48} />
          <div className="battle-player__body">
            <p className="battle-player__name" dir="auto">
              {player.name}
              {player.bot ? <span className="battle-tag">{t('battles.bot')}</span> : null}
              {player.seat === mySeat ? <span className="battle-tag">{t('battles.you')}</span> : null}
              {room.created_by !== null && player.user_id === room.created_by ? <span className="battle-tag">{t('battles.owner')}</span> : null}
            </p>
            {showScore && room.status !== 'waiting' ? <p className="battle-player__points">{t('battles.points', { count: player.points })}</p> : null}
            {timeUsed?.[player.seat] ? <p className="battle-player__time">{t('battles.timeUsed', { time: timeUsed[player.seat] })}</p> : null}
            {room.question && player.answered ? <p className="battle-player__answered">{t('battles.answered')}</p> : null}
            {player.presence === 'reconnecting' ? <p className="battle-player__presence" role="status">{t('battles.presence.reconnecting')}</p> : null}
            {player.presence === 'left' ? <p className="battle-player__presence">{t('battles.presence.left')}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
