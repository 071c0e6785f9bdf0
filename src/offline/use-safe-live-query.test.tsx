import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getOfflineDb } from './db';
import { useSafeLiveQuery } from './use-safe-live-query';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useSafeLiveQuery', () => {
  it('gives the fallback instead of throwing into render when the database read fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result } = renderHook(() => useSafeLiveQuery(() => Promise.reject(new Error('IndexedDB is closed')), [], 'failed'));
    await waitFor(() => expect(result.current).toBe('failed'));
    expect(warn).toHaveBeenCalledWith('offline database read failed', expect.any(Error));
  });

  it('passes a good read through and follows later writes', async () => {
    const db = getOfflineDb();
    const { result } = renderHook(() => useSafeLiveQuery(() => db.meta.count(), [], -1));
    await waitFor(() => expect(result.current).toBe(0));
    await db.meta.put({ key: 'probe', value: 1 });
    await waitFor(() => expect(result.current).toBe(1));
    await db.meta.delete('probe');
  });
});
