import { describe, expect, it } from 'vitest';
import { tabForKey } from './tab-keys';

describe('the tab list keyboard', () => {
  it('moves with the arrow keys, wrapping round at both ends', () => {
    expect(tabForKey('ArrowRight', 0, 3, false)).toBe(1);
    expect(tabForKey('ArrowRight', 2, 3, false)).toBe(0);
    expect(tabForKey('ArrowLeft', 1, 3, false)).toBe(0);
    expect(tabForKey('ArrowLeft', 0, 3, false)).toBe(2);
  });

  it('goes to the first and the last tab with Home and End', () => {
    expect(tabForKey('Home', 2, 3, false)).toBe(0);
    expect(tabForKey('End', 0, 3, false)).toBe(2);
  });

  it('turns the arrows round in a right-to-left page, where the next tab is on the left', () => {
    expect(tabForKey('ArrowLeft', 0, 3, true)).toBe(1);
    expect(tabForKey('ArrowRight', 0, 3, true)).toBe(2);
    expect(tabForKey('Home', 1, 3, true)).toBe(0);
  });

  it('leaves every other key alone', () => {
    for (const key of ['ArrowUp', 'ArrowDown', 'Enter', ' ', 'Tab', 'a']) expect(tabForKey(key, 1, 3, false)).toBeNull();
  });
});
