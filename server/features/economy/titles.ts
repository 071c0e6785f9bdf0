/**
 * The English titles the ledger keeps with its entries (the coin history shows the player's
 * language by the entry's type, and this text for a type it does not know).
 */
import type { BadgeType } from '../../../contract/economy/badges';
import type { SpendKind } from '../../../contract/economy/ledger';

export const spendTitles: Readonly<Record<SpendKind, string>> = {
  lifeline_fifty_fifty: 'Lifeline: 50/50',
  lifeline_audience_poll: 'Lifeline: audience poll',
  lifeline_skip: 'Lifeline: skip question',
  lifeline_reset_timer: 'Lifeline: reset timer',
  word_hint: 'Guess the word: hint',
};

/** A payout request's ledger entries (the hold, and its refund when withdrawn or rejected). */
export const payoutTitles = {
  hold: 'Payout request',
  withdrawn: 'Payout request withdrawn: coins returned',
  rejected: 'Payout request rejected: coins returned',
} as const;

/** Badge names as spec section 3 writes them. */
export const badgeNames: Readonly<Record<BadgeType, string>> = {
  dashing_debut: 'Dashing Debut',
  combat_winner: 'Combat Winner',
  clash_winner: 'Clash Winner',
  most_wanted_winner: 'Most Wanted Winner',
  ultimate_player: 'Ultimate Player',
  quiz_warrior: 'Quiz Warrior',
  super_sonic: 'Super Sonic',
  flashback: 'Flashback',
  brainiac: 'Brainiac',
  big_thing: 'Big Thing',
  elite: 'Elite',
  thirsty: 'Thirsty',
  power_elite: 'Power Elite',
  sharing_caring: 'Sharing Caring',
  streak: 'Streak',
};
