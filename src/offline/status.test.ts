import { afterEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_STATUS, getOutboxStatus, resetOutboxStatus, subscribeOutboxStatus, updateOutboxStatus } from './status';

afterEach(() => resetOutboxStatus());

describe('outbox status store', () => {
  it('notifies on a change with a new snapshot, and not for a no-op patch', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeOutboxStatus(listener);
    updateOutboxStatus({ pending: 2, state: 'syncing' });
    const snapshot = getOutboxStatus();
    expect(snapshot).toEqual({ ...INITIAL_STATUS, pending: 2, state: 'syncing' });
    updateOutboxStatus({ pending: 2 });
    expect(getOutboxStatus()).toBe(snapshot);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    updateOutboxStatus({ dead: 1 });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
