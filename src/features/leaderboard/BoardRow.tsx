/**
 * One player on a board: rank, picture, name and score. Tied players show the same rank (the
 * server's); the first three ranks wear a medal colour, and the player's own row is highlighted and
 * says "You" (the words carry it, the colour only repeats it).
 */
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeaderboardRow } from '../../../contract/api/leaderboard';
import { formatNumber } from '../../lib/i18n/number-format';
import { Avatar } from '../../ui/Avatar';

export interface BoardRowProps {
  readonly row: LeaderboardRow;
  readonly own: boolean;
  readonly ref?: Ref<HTMLLIElement>;
}

/** The row's body, shared by the list and the pinned bar. */
export function Standing({ row, own }: Omit<BoardRowProps, 'ref'>) {
  const { t, i18n } = useTranslation();
  const medal = row.rank <= 3 ? ` board-row__rank--${row.rank}` : '';
  return (
    <>
      <span className={`board-row__rank${medal}`}>
        <span className="visually-hidden">{t('leaderboard.row.rank')} </span>
        {formatNumber(row.rank, i18n.language)}
      </span>
      <Avatar name={row.name} src={row.profile} size={40} />
      <span className="board-row__name">
        <span dir="auto">{row.name}</span>
        {own ? <span className="board-row__you">{t('leaderboard.row.you')}</span> : null}
      </span>
      <span className="board-row__score">
        <span className="visually-hidden">{t('stats.score')} </span>
        {formatNumber(row.score, i18n.language)}
      </span>
    </>
  );
}

export function BoardRow({ row, own, ref }: BoardRowProps) {
  const classes = ['board-row', row.rank <= 3 ? 'board-row--top' : '', own ? 'board-row--own' : ''].filter(Boolean).join(' ');
  return (
    // Focusable from script only: "Load more" moves focus to the first row it brought.
    <li ref={ref} className={classes} tabIndex={-1} data-testid="board-row">
      <Standing row={row} own={own} />
    </li>
  );
}
