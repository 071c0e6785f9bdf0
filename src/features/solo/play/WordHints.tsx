/**
 * Guess The Word's help: the free clue, shown when asked for, and paid hints (use_word_hint), each
 * revealing one more letter at the price shown. A paid hint needs the server (it takes the coins):
 * played from a pack, the button says it needs a connection.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SoloQuestion } from '../../../../contract/api/solo';
import { inlineErrorMessage } from '../../../lib/i18n/inline-error';
import { isApiError } from '../../../lib/request/api-error';
import { Button } from '../../../ui/Button';
import { soloApi } from './solo.api';

export interface WordHintsProps {
  readonly question: SoloQuestion;
  /** The served round; null when played from a pack. */
  readonly roundId: string | null;
  readonly price: number;
  readonly revealed: ReadonlyArray<{ position: number; letter: string }>;
  readonly disabled: boolean;
  readonly onRevealed: (letters: ReadonlyArray<{ position: number; letter: string }>, charged: number, coins: number | null) => void;
}

export function WordHints({ question, roundId, price, revealed, disabled, onRevealed }: WordHintsProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const allShown = question.word_length !== undefined && revealed.length >= question.word_length;
  const buy = () => {
    if (!roundId || busy || disabled) return;
    setBusy(true);
    setMessage(null);
    soloApi
      .wordHint(roundId, question.id)
      .then((data) => onRevealed(data.revealed, data.charged, data.coins))
      .catch((error: unknown) => setMessage(isApiError(error) ? inlineErrorMessage(error) : String(error)))
      .finally(() => setBusy(false));
  };
  return (
    <div className="word-hints">
      {question.hint ? (
        shown ? (
          <p className="word-hints__clue" dir="auto">
            {t('solo.hint.clue', { clue: question.hint })}
          </p>
        ) : (
          <Button variant="ghost" onClick={() => setShown(true)}>
            {t('solo.hint.show')}
          </Button>
        )
      ) : null}
      <Button variant="secondary" onClick={buy} busy={busy} disabled={disabled || !roundId || allShown} aria-describedby={`hint-price-${question.id}`}>
        {t('solo.hint.buy')}
      </Button>
      <span id={`hint-price-${question.id}`} className="word-hints__price">
        {roundId ? (allShown ? t('errors.NO_MORE_HINTS') : t('count.coins', { count: price })) : t('solo.hint.needsConnection')}
      </span>
      <p role="status" aria-live="polite" className="word-hints__message">
        {message ?? ''}
      </p>
    </div>
  );
}
