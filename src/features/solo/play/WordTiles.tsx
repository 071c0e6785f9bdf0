/**
 * Guess The Word's answer: slots for the word's letters and the letter tiles. Tap a tile to place
 * it in the next slot, tap a filled slot to take its letter back; or type: a letter key places the
 * first matching tile, Backspace takes the last one back, Enter checks the word once every slot is
 * filled. Keys count only while the player is in the question (as Quiz Zone's number keys). The
 * slots follow the reading direction, so an Arabic word fills from the right.
 */
import { useEffect, useEffectEvent, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { keysBelongToQuestion } from '../../../lib/question-keys';
import { emptySlots, isComplete, placeTile, removeAt, removeLast, tileForKey, tilesOf, wordOf, type Slot } from './word-tiles';

export interface WordTilesProps {
  readonly letters: readonly string[];
  readonly length: number;
  /** Letters a hint revealed, fixed in their slots. */
  readonly revealed?: ReadonlyArray<{ position: number; letter: string }>;
  readonly disabled: boolean;
  readonly onSubmit: (word: string) => void;
  /** The question's section: keys only count while focus is in it. */
  readonly section: RefObject<HTMLElement | null>;
}

function withRevealed(slots: readonly Slot[], revealed: ReadonlyArray<{ position: number; letter: string }>): Slot[] {
  const next = [...slots];
  for (const { position, letter } of revealed) if (position >= 0 && position < next.length) next[position] = { revealed: letter };
  return next;
}

export function WordTiles({ letters, length, revealed = [], disabled, onSubmit, section }: WordTilesProps) {
  const { t } = useTranslation();
  const tiles = tilesOf(letters);
  const [placed, setSlots] = useState<Slot[]>(() => emptySlots(length, revealed));
  // A hint bought meanwhile wins its slot over a tile placed there.
  const slots = withRevealed(placed, revealed);
  const used = new Set(slots.flatMap((s) => (s && 'tile' in s ? [s.tile] : [])));
  const complete = isComplete(slots);

  const submit = () => {
    if (!disabled && complete) onSubmit(wordOf(slots, tiles));
  };
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (disabled || event.altKey || event.ctrlKey || event.metaKey) return;
    if (!keysBelongToQuestion(section.current)) return;
    // On a button Enter presses it; the keys below are for typing the word.
    if (event.key === 'Enter' && document.activeElement instanceof HTMLButtonElement) return;
    if (event.key === 'Backspace') {
      event.preventDefault();
      setSlots(removeLast(slots));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      submit();
    } else if ([...event.key].length === 1) {
      const tile = tileForKey(tiles, slots, event.key);
      if (tile) {
        event.preventDefault();
        setSlots(placeTile(slots, tile.id));
      }
    }
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  const word = wordOf(slots, tiles);
  return (
    <div className="word">
      <ol className="word__slots" aria-label={t('solo.word.slots', { count: length })}>
        {slots.map((slot, index) => {
          const letter = slot === null ? '' : 'tile' in slot ? (tiles[slot.tile]?.letter ?? '') : slot.revealed;
          const fixed = slot !== null && 'revealed' in slot;
          return (
            <li key={index}>
              <button
                type="button"
                className={`word__slot${fixed ? ' word__slot--revealed' : ''}`}
                disabled={disabled || slot === null || fixed}
                onClick={() => setSlots(removeAt(slots, index))}
                aria-label={letter ? t(fixed ? 'solo.word.revealedSlot' : 'solo.word.filledSlot', { n: index + 1, letter }) : t('solo.word.emptySlot', { n: index + 1 })}
              >
                {letter}
              </button>
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {word ? t('solo.word.current', { word }) : ''}
      </p>
      <ul className="word__tiles" aria-label={t('solo.word.tiles')}>
        {tiles.map((tile) => (
          <li key={tile.id}>
            <button type="button" className="word__tile" disabled={disabled || used.has(tile.id) || complete} onClick={() => setSlots(placeTile(slots, tile.id))}>
              {tile.letter}
            </button>
          </li>
        ))}
      </ul>
      <div className="word__actions">
        <Button variant="ghost" onClick={() => setSlots(removeLast(slots))} disabled={disabled || used.size === 0}>
          {t('solo.word.backspace')}
        </Button>
        <Button onClick={submit} disabled={disabled || !complete}>
          {t('solo.word.check')}
        </Button>
      </div>
      <p className="play__hint">{t('solo.word.keyboardHint')}</p>
    </div>
  );
}
