import { toast } from 'react-hot-toast';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toastPosition } from './Toasts';
import { loadToastLibrary } from './toast-library';
import { notify } from './notify';

// The library loads with the first toast; loaded here, calls reach it at once.
beforeAll(async () => {
  await loadToastLibrary();
});

afterEach(() => {
  notify.dismissPageToasts();
  vi.restoreAllMocks();
});

describe('page-scoped toasts', () => {
  it('dismisses only the toasts raised for the page', () => {
    const dismiss = vi.spyOn(toast, 'dismiss');
    const page = notify.error('This Level is Locked. Play previous levels to unlock', { id: 'level-locked', page: true });
    const anonymous = notify.info('Saved for this page', { page: true });
    notify.error('Please login first', { id: 'route-guard' });
    notify.success('Welcome, Ada!');
    notify.dismissPageToasts();
    expect(dismiss.mock.calls.map(([id]) => id).sort()).toEqual([anonymous, page].sort());
    expect(page).toBe('level-locked');
    dismiss.mockClear();
    notify.dismissPageToasts();
    expect(dismiss).not.toHaveBeenCalled();
  });

  it('forgets the page scope when the same id is raised again as a lasting toast', () => {
    const dismiss = vi.spyOn(toast, 'dismiss');
    notify.error('first', { id: 'shared', page: true });
    notify.error('second', { id: 'shared' });
    notify.dismissPageToasts();
    expect(dismiss).not.toHaveBeenCalled();
  });
});

describe('toast position', () => {
  it('is top-center as the spec says, bottom-center on phones', () => {
    expect(toastPosition(false)).toBe('top-center');
    expect(toastPosition(true)).toBe('bottom-center');
  });
});
