import { afterEach, describe, expect, it, vi } from 'vitest';
import { isWorkerMessage } from '../../contract/offline/sw-messages';
import { getServiceWorkerVersion, serviceWorkerState } from './sw-info';

/** A stand-in for the active worker that answers GET_VERSION the way sw/messages.ts does. */
function controllerAnswering(version: string | null) {
  return {
    postMessage: vi.fn((message: unknown, transfer: MessagePort[]) => {
      if (version !== null && isWorkerMessage(message) && message.type === 'GET_VERSION') transfer[0]?.postMessage({ type: 'VERSION', version });
    }),
  };
}

function setServiceWorker(value: unknown): void {
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.useRealTimers();
});

describe('the service worker version', () => {
  it('is what the controlling worker answers', async () => {
    const controller = controllerAnswering('0.1.0+20260301T100000Z');
    setServiceWorker({ controller });
    await expect(getServiceWorkerVersion()).resolves.toBe('0.1.0+20260301T100000Z');
    expect(controller.postMessage).toHaveBeenCalledWith({ type: 'GET_VERSION' }, [expect.any(MessagePort)]);
  });

  it('is null without a controlling worker', async () => {
    setServiceWorker({ controller: null });
    await expect(getServiceWorkerVersion()).resolves.toBeNull();
  });

  it('is null when the worker does not answer within the time limit', async () => {
    setServiceWorker({ controller: controllerAnswering(null) });
    await expect(getServiceWorkerVersion(50)).resolves.toBeNull();
  });
});

describe('the service worker state', () => {
  it('reports the furthest state of the registration', async () => {
    await expect(serviceWorkerState()).resolves.toBe('unsupported');
    const registration: Record<string, unknown> = { active: {}, waiting: null, installing: null };
    setServiceWorker({ getRegistration: () => Promise.resolve(registration) });
    await expect(serviceWorkerState()).resolves.toBe('active');
    registration.installing = {};
    await expect(serviceWorkerState()).resolves.toBe('installing');
    registration.waiting = {};
    await expect(serviceWorkerState()).resolves.toBe('waiting');
    setServiceWorker({ getRegistration: () => Promise.resolve(undefined) });
    await expect(serviceWorkerState()).resolves.toBe('none');
  });
});
