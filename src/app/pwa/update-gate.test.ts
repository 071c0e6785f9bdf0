import { afterEach, describe, expect, it, vi } from 'vitest';
import { isBusy, markBusy, subscribeBusy } from '../../lib/safe-point';
import { offerAtSafePoint, type UpdateGateDeps } from './update-gate';

function gate(flush: () => Promise<unknown>, flushTimeoutMs = 5_000): UpdateGateDeps {
  return { isBusy, subscribeBusy, flush, flushTimeoutMs };
}

const releases: Array<() => void> = [];
function busy(): () => void {
  const release = markBusy();
  releases.push(release);
  return release;
}

afterEach(() => {
  for (const release of releases.splice(0)) release();
  vi.useRealTimers();
});

describe('offering an update at a safe point', () => {
  it('flushes the outbox first, then offers once', async () => {
    const events: string[] = [];
    offerAtSafePoint(() => events.push('offer'), gate(async () => events.push('flush')));
    await vi.waitFor(() => expect(events).toEqual(['flush', 'offer']));
  });

  it('waits while a level is played, and offers when it ends', async () => {
    const offer = vi.fn();
    const flush = vi.fn(() => Promise.resolve());
    const release = busy();
    offerAtSafePoint(offer, gate(flush));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(flush).not.toHaveBeenCalled();
    expect(offer).not.toHaveBeenCalled();
    release();
    await vi.waitFor(() => expect(offer).toHaveBeenCalledTimes(1));
    expect(flush).toHaveBeenCalledTimes(1);
  });

  it('does not offer when play starts during the flush, and flushes again at the next safe point', async () => {
    const offer = vi.fn();
    let finish: () => void = () => undefined;
    const flush = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    offerAtSafePoint(offer, gate(flush));
    const release = busy();
    finish();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(offer).not.toHaveBeenCalled();
    flush.mockImplementation(() => Promise.resolve());
    release();
    await vi.waitFor(() => expect(offer).toHaveBeenCalledTimes(1));
    expect(flush).toHaveBeenCalledTimes(2);
  });

  it('offers anyway when the flush fails or hangs (the ops stay on the device)', async () => {
    const failed = vi.fn();
    offerAtSafePoint(failed, gate(() => Promise.reject(new Error('offline'))));
    await vi.waitFor(() => expect(failed).toHaveBeenCalledTimes(1));

    vi.useFakeTimers();
    const hung = vi.fn();
    offerAtSafePoint(hung, gate(() => new Promise(() => undefined), 5_000));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(hung).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(hung).toHaveBeenCalledTimes(1);
  });

  it('never offers once cancelled (a newer worker took its place)', async () => {
    const offer = vi.fn();
    const release = busy();
    const cancel = offerAtSafePoint(offer, gate(() => Promise.resolve()));
    cancel();
    release();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(offer).not.toHaveBeenCalled();
  });
});
