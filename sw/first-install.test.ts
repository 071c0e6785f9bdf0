import { describe, expect, it, vi } from 'vitest';
import { claimClientsOnFirstInstall, type FirstInstallScope } from './first-install';

type Listener = (event: ExtendableEvent) => void;

/** A worker scope whose lifecycle events the test fires; `waitedOn` collects what activate waited for. */
function fakeScope(active: unknown) {
  const listeners = new Map<string, Listener[]>();
  const claim = vi.fn(async () => undefined);
  const waitedOn: Promise<unknown>[] = [];
  const scope: FirstInstallScope = {
    registration: { active },
    clients: { claim },
    addEventListener: (type, listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
  };
  const fire = (type: 'install' | 'activate'): void => {
    const event = { waitUntil: (promise: Promise<unknown>) => void waitedOn.push(promise) } as unknown as ExtendableEvent;
    for (const listener of listeners.get(type) ?? []) listener(event);
  };
  return { scope, claim, waitedOn, fire };
}

describe('claimClientsOnFirstInstall', () => {
  it('claims the open pages when no worker was active before this one (the first visit)', () => {
    const worker = fakeScope(null);
    claimClientsOnFirstInstall(worker.scope);
    worker.fire('install');
    worker.fire('activate');
    expect(worker.claim).toHaveBeenCalledTimes(1);
    // Activation waits for the claim, so fetches after it go through the worker.
    expect(worker.waitedOn).toHaveLength(1);
  });

  it('leaves the pages alone on an update: they stay with the worker that served them', () => {
    const worker = fakeScope({ state: 'activated' });
    claimClientsOnFirstInstall(worker.scope);
    worker.fire('install');
    worker.fire('activate');
    expect(worker.claim).not.toHaveBeenCalled();
    expect(worker.waitedOn).toEqual([]);
  });

  it('does not claim when it never saw its own install (restarted between install and activate)', () => {
    const worker = fakeScope(null);
    claimClientsOnFirstInstall(worker.scope);
    worker.fire('activate');
    expect(worker.claim).not.toHaveBeenCalled();
  });
});
