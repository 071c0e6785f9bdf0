/**
 * A locked badge's progress as a bar: the count it needs is the threshold itself ("at least"), or
 * one more than it ("more than 5,000 coins": 5,001 for whole numbers).
 */
import type { BadgeStatus } from '../../../contract/api/economy';

export function badgeTarget(badge: Pick<BadgeStatus, 'threshold' | 'comparison'>): number {
  return badge.comparison === 'more_than' ? badge.threshold + 1 : badge.threshold;
}

/** Progress shown on the bar: never past the target, never below zero. */
export function barValue(badge: Pick<BadgeStatus, 'progress' | 'threshold' | 'comparison'>): number {
  return Math.min(Math.max(badge.progress, 0), badgeTarget(badge));
}
