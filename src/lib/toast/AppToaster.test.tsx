import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from './AppToaster';
import { notify } from './notify';

beforeEach(() => {
  // jsdom has no matchMedia; the toaster asks it about reduced motion and phones.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the toaster', () => {
  it('renders nothing and loads no toast library until a toast is raised', () => {
    const { container } = render(<AppToaster />);
    expect(container.innerHTML).toBe('');
    notify.dismissPageToasts();
    notify.dismiss('nothing-raised');
    expect(container.innerHTML).toBe('');
  });

  it('shows toasts raised before the library came, in order, and dismisses as asked', async () => {
    render(<AppToaster />);
    const first = notify.error('Please login first', { id: 'route-guard' });
    notify.success('Profile saved.', { page: true });
    notify.dismiss(first);
    expect(first).toBe('route-guard');
    expect(await screen.findByText('Profile saved.')).toBeTruthy();
    // A dismissed toast leaves after the library's exit animation.
    await waitFor(() => expect(screen.queryByText('Please login first')).toBeNull(), { timeout: 5_000 });
  });
});
