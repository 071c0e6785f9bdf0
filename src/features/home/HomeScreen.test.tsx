import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import fr from '../../../locales/fr.json';
import { applyBundle, i18n, initI18n } from '../../lib/i18n/i18n';
import { resetSession } from '../../lib/session/session-store';
import { signInSubscriber } from '../../lib/session/test-session';
import { isBuiltMode } from './built-modes';
import { HomeScreen } from './HomeScreen';

const home = {
  language_id: null,
  hero_title: 'Play, learn and climb the leaderboard',
  hero_subtitle: 'Quiz Zone levels, daily challenges and maths practice.',
  sections: [
    { key: 'quiz_zone', title: 'Quiz Zone', description: 'Level up through categories.', path: '/quiz-zone' },
    { key: 'tutor_hub', title: 'Maths practice', description: 'School-year maths, level by level.', path: '/tutor-hub/sub-categories' },
    { key: 'daily_quiz', title: 'Daily Quiz', description: 'A fresh set of questions every day.', path: '/quiz-play/daily-quiz-dashboard' },
    { key: 'contest', title: 'Contest Play', description: 'Compete in live contests.', path: '/contest-play' },
    { key: 'battle', title: '1 v/s 1 Battle', description: 'Face a random opponent.', path: '/random-battle' },
  ],
};

beforeAll(() => {
  initI18n();
});

beforeEach(() => {
  // The home settings for the page; a signed-in subscriber's categories (HomeCategories.test.tsx) are none here.
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((input) => Promise.resolve(new Response(JSON.stringify({ error: false, data: String(input).includes('get_categories') ? [] : home })))),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderHome() {
  const location = memoryLocation({ path: '/' });
  render(
    <I18nextProvider i18n={i18n}>
      <Router hook={location.hook}>
        <HomeScreen />
      </Router>
    </I18nextProvider>,
  );
}

describe('HomeScreen', () => {
  it('marks no built mode as coming soon (the battles too, since issue 16)', async () => {
    renderHome();
    const quizZone = await screen.findByRole('link', { name: /^Quiz Zone/ });
    expect(within(quizZone).queryByText('Coming soon')).toBeNull();
    const daily = screen.getByRole('link', { name: /^Daily Quiz/ });
    expect(daily.getAttribute('href')).toBe('/quiz-play/daily-quiz-dashboard');
    expect(within(daily).queryByText('Coming soon')).toBeNull();
    const contests = screen.getByRole('link', { name: /^Contest Play/ });
    expect(contests.getAttribute('href')).toBe('/contest-play');
    expect(within(contests).queryByText('Coming soon')).toBeNull();
    const battle = screen.getByRole('link', { name: /^1 v\/s 1 Battle/ });
    expect(battle.getAttribute('href')).toBe('/random-battle');
    expect(within(battle).queryByText('Coming soon')).toBeNull();
  });

  it('adds the non-verbal reasoning sets the stored home settings do not list', async () => {
    renderHome();
    const nonverbal = await screen.findByRole('link', { name: /^Non-verbal Reasoning/ });
    expect(nonverbal.getAttribute('href')).toBe('/non-verbal-reasoning');
    expect(within(nonverbal).queryByText('Coming soon')).toBeNull();
  });

  it('names a built mode as the menu and its screens do, in the interface language', async () => {
    renderHome();
    const hub = await screen.findByRole('link', { name: /^Tutor Hub/ });
    expect(hub.getAttribute('href')).toBe('/tutor-hub/sub-categories');
    expect(screen.queryByText('Maths practice')).toBeNull();
    applyBundle({ code: 'fr', strings: fr });
    await i18n.changeLanguage('fr');
    try {
      expect(await screen.findByRole('link', { name: /^Espace tutorat/ })).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
      i18n.removeResourceBundle('fr', 'translation');
    }
  });

  it('offers a signed-in player Quiz Zone and the leaderboard from the greeting', () => {
    signInSubscriber();
    try {
      renderHome();
      expect(screen.getByText('Hello, Sub')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Play Quiz Zone' }).getAttribute('href')).toBe('/quiz-zone');
      expect(screen.getByRole('link', { name: 'Leaderboard' }).getAttribute('href')).toBe('/leaderboard');
    } finally {
      resetSession();
    }
  });

  it('asks a subscriber for their categories, and a guest for none', async () => {
    const fetchMock = vi.mocked(fetch);
    const categoryCalls = () => fetchMock.mock.calls.filter(([input]) => String(input).includes('get_categories'));
    renderHome();
    await screen.findByRole('link', { name: /^Quiz Zone/ });
    expect(categoryCalls()).toEqual([]);
    cleanup();
    signInSubscriber();
    try {
      renderHome();
      await vi.waitFor(() => expect(categoryCalls()).toHaveLength(1), { timeout: 5_000 });
    } finally {
      resetSession();
    }
  });

  it('lets server text choose its own direction and names the tab', async () => {
    renderHome();
    const heading = await screen.findByRole('heading', { level: 1, name: home.hero_title });
    expect(heading.getAttribute('dir')).toBe('auto');
    expect(screen.getByText(home.hero_subtitle).getAttribute('dir')).toBe('auto');
    expect(document.title).toBe('Home · Quizhive');
  });
});

describe('isBuiltMode', () => {
  it('knows Quiz Zone, the tutor hub, every solo mode, contests, exams and the battles are built', () => {
    expect(isBuiltMode('/tutor-hub/sub-categories')).toBe(true);
    expect(isBuiltMode('/quiz-zone')).toBe(true);
    expect(isBuiltMode('/quiz-zone/1-general')).toBe(true);
    expect(isBuiltMode('/quiz-zone?x=1')).toBe(true);
    expect(isBuiltMode('/quiz-zones')).toBe(false);
    for (const path of ['/quiz-play/daily-quiz-dashboard', '/quiz-play/true-and-false-play', '/fun-and-learn', '/guess-the-word', '/self-learning', '/audio-questions', '/math-mania', '/non-verbal-reasoning', '/play-bookmark-questions', '/contest-play', '/exam-module', '/random-battle', '/group-battle']) {
      expect(isBuiltMode(path)).toBe(true);
    }
    expect(isBuiltMode('/random-battles')).toBe(false);
  });
});
