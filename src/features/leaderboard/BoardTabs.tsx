/**
 * Today, This month, All time as a WAI-ARIA tab list: one tab stop (the selected tab), arrow keys,
 * Home and End (tab-keys.ts), and a tab selected as soon as it has focus, since a board's first
 * page is quick to come.
 */
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BOARDS, type Board } from './boards';
import { tabForKey } from '../../ui/tab-keys';

export const tabId = (prefix: string, board: Board): string => `${prefix}-tab-${board}`;
export const panelId = (prefix: string, board: Board): string => `${prefix}-panel-${board}`;

export interface BoardTabsProps {
  readonly board: Board;
  readonly onSelect: (board: Board) => void;
  /** Unique prefix of the tabs' and the panel's ids. */
  readonly idPrefix: string;
}

export function BoardTabs({ board, onSelect, idPrefix }: BoardTabsProps) {
  const { t } = useTranslation();
  const tabs = useRef(new Map<Board, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    // The app turns the page around with the dir attribute (src/lib/i18n/i18n.ts).
    const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const next = BOARDS[tabForKey(event.key, BOARDS.indexOf(board), BOARDS.length, rtl) ?? -1];
    if (!next) return;
    event.preventDefault();
    tabs.current.get(next)?.focus();
    if (next !== board) onSelect(next);
  };

  return (
    <div className="tabs board-tabs" role="tablist" aria-label={t('leaderboard.tabs.label')} onKeyDown={onKeyDown}>
      {BOARDS.map((option) => (
        <button
          key={option}
          ref={(element) => {
            if (element) tabs.current.set(option, element);
            else tabs.current.delete(option);
          }}
          type="button"
          role="tab"
          id={tabId(idPrefix, option)}
          className="tabs__tab"
          aria-selected={option === board}
          aria-controls={option === board ? panelId(idPrefix, option) : undefined}
          tabIndex={option === board ? 0 : -1}
          onClick={() => onSelect(option)}
        >
          {t(`leaderboard.tab.${option}`)}
        </button>
      ))}
    </div>
  );
}
