/**
 * The English titles the ledger keeps with its entries (the coin history shows the player's
 * language by the entry's type, and this text for a type it does not know).
 */
import type { SpendKind } from '../../../contract/economy/ledger';

export const spendTitles: Readonly<Record<SpendKind, string>> = {
  lifeline_fifty_fifty: 'Lifeline: 50/50',
  lifeline_audience_poll: 'Lifeline: audience poll',
  lifeline_skip: 'Lifeline: skip question',
  lifeline_reset_timer: 'Lifeline: reset timer',
  word_hint: 'Guess the word: hint',
};
