import { describe, expect, it } from 'vitest';
import { percentageOf } from '../../../contract/quiz/rules';
import { coinsForPercentage } from './coin-rule';

const rule = { min_percentage: 30, full_percentage: 90, max_coins: 10 };

describe('coin rule', () => {
  it('pays nothing below the winning percentage', () => {
    expect(coinsForPercentage(rule, 0)).toBe(0);
    expect(coinsForPercentage(rule, 29.99)).toBe(0);
  });

  it('pays full coins at and above the top percentage', () => {
    expect(coinsForPercentage(rule, 90)).toBe(10);
    expect(coinsForPercentage(rule, 100)).toBe(10);
  });

  it('grows linearly between, with at least one coin at the threshold', () => {
    expect(coinsForPercentage(rule, 30)).toBe(1);
    expect(coinsForPercentage(rule, 60)).toBe(5);
    expect(coinsForPercentage(rule, 84)).toBe(9);
  });

  it('never pays when the rule pays nothing', () => {
    expect(coinsForPercentage({ ...rule, max_coins: 0 }, 100)).toBe(0);
  });

  it('rounds percentages to two decimals', () => {
    expect(percentageOf(5, 7)).toBe(71.43);
    expect(percentageOf(0, 0)).toBe(0);
  });
});
