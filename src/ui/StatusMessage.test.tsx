import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { composeTitle } from '../lib/document-title';
import { PageTitle } from './PageTitle';
import { StatusMessage } from './StatusMessage';

afterEach(cleanup);

describe('StatusMessage', () => {
  it('uses an h2 by default and leaves the tab title alone', () => {
    document.title = 'Before';
    render(<StatusMessage title="No topics yet" />);
    expect(screen.getByRole('heading', { level: 2, name: 'No topics yet' })).toBeTruthy();
    expect(document.title).toBe('Before');
  });

  it("is the page's h1 and names the tab when it is the screen's main content", () => {
    render(<StatusMessage headingLevel={1} tone="error" title="This could not be loaded" />);
    const heading = screen.getByRole('heading', { level: 1, name: 'This could not be loaded' });
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(document.title).toBe('This could not be loaded · Quizhive');
  });

  it('takes focus when it replaces what had focus', () => {
    render(<StatusMessage headingLevel={1} focusOnMount title="Your answers could not be sent" />);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your answers could not be sent' }));
  });
});

describe('page titles', () => {
  it('composes "<screen> · <site>"', () => {
    expect(composeTitle('Quiz Zone', 'Quizhive')).toBe('Quiz Zone · Quizhive');
    expect(composeTitle('  ', 'Quizhive')).toBe('Quizhive');
    expect(composeTitle('Quizhive', 'Quizhive')).toBe('Quizhive');
    expect(composeTitle(null, 'Hive')).toBe('Hive');
  });

  it('sets the tab title from the page heading and restores the site title when it goes', () => {
    const location = memoryLocation({ path: '/quiz-zone' });
    const { unmount } = render(
      <Router hook={location.hook}>
        <PageTitle title="Quiz Zone" />
      </Router>,
    );
    expect(document.title).toBe('Quiz Zone · Quizhive');
    unmount();
    expect(document.title).toBe('Quizhive');
  });

});
