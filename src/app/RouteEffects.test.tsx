import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { toast } from 'react-hot-toast';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { notify } from '../lib/toast/notify';
import { loadToastLibrary } from '../lib/toast/toast-library';
import { RouteEffects } from './RouteEffects';

/** A screen whose h1 arrives after its data, like the Quiz Zone screens. */
function SlowScreen() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <h1>Levels</h1> : <p>Loading…</p>;
}

function renderApp() {
  const location = memoryLocation({ path: '/', record: true });
  render(
    <Router hook={location.hook}>
      <RouteEffects />
      <header>
        <a href="/quiz-zone">Quiz Zone</a>
      </header>
      <main id="main" tabIndex={-1}>
        <Switch>
          <Route path="/">
            <h1>Home</h1>
          </Route>
          <Route path="/about-us">
            <h1>About us</h1>
          </Route>
          <Route path="/levels">
            <SlowScreen />
          </Route>
        </Switch>
      </main>
    </Router>,
  );
  return location;
}

// Toasts load with the first one; loaded here, notify reaches the library at once.
beforeAll(async () => {
  await loadToastLibrary();
});

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  notify.dismissPageToasts();
});

describe('RouteEffects', () => {
  it('leaves focus alone on the first page load', () => {
    renderApp();
    expect(document.activeElement).toBe(document.body);
  });

  it("moves focus to the new page's h1 after a navigation", () => {
    const location = renderApp();
    screen.getByRole('link', { name: 'Quiz Zone' }).focus();
    act(() => location.navigate('/about-us'));
    const heading = screen.getByRole('heading', { name: 'About us' });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('waits on the main region for an h1 that arrives with the data', async () => {
    const location = renderApp();
    act(() => location.navigate('/levels'));
    expect(document.activeElement?.id).toBe('main');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Levels' })));
  });

  it('dismisses the toasts of the previous page but keeps redirect messages', () => {
    const dismiss = vi.spyOn(toast, 'dismiss');
    const location = renderApp();
    const locked = notify.error('This Level is Locked. Play previous levels to unlock', { id: 'level-locked', page: true });
    notify.error('Please login first', { id: 'route-guard' });
    act(() => location.navigate('/about-us'));
    expect(dismiss).toHaveBeenCalledWith(locked);
    expect(dismiss).not.toHaveBeenCalledWith('route-guard');
  });
});
