/**
 * axe-core on every route of src/app/routes.tsx (0 critical or serious violations), in English,
 * a few in Arabic (right-to-left) and French, offline where a screen has an offline state, and the
 * open states that matter: the small-screen menu, a confirm dialog, the sync panel. The list of
 * routes is read from routes.tsx: a route with no scan below fails the first test, so every
 * screen a later issue adds is checked the same way. One browser context per role.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expectNoA11yViolations, waitForScreen } from './a11y';
import { adminContestBody, adminExamBody } from './exam-contest-helpers';
import { callAsAdmin, signIn } from './helpers';
import { mathsPracticePath } from './offline-helpers';

type Role = 'guest' | 'subscriber' | 'admin';

const accounts = {
  subscriber: { email: 'subscriber@quizhive.test', password: 'Subscriber#2026' },
  admin: { email: 'admin@quizhive.test', password: 'Admin#2026' },
} as const;

/**
 * Every route pattern of the app's route table, and '*' for its catch-all (the 404 screen). The
 * admin area (routes.tsx's /admin/*) lists its own routes in src/features/admin/admin-routes.tsx.
 */
function routeTable(): string[] {
  // The solo modes', exams', contests' and tutor hub's addresses live beside their lazy areas.
  const source = ['src/app/routes.tsx', 'src/features/admin/admin-routes.tsx', 'src/features/solo/solo-routes.ts', 'src/features/exams/exam-paths.ts', 'src/features/contests/contest-paths.ts', 'src/features/tutor/tutor-paths.ts'].map((file) => readFileSync(file, 'utf8')).join('\n');
  const literal = [...source.matchAll(/<Route\s+path="([^"]+)"/g)].map((m) => m[1] ?? '');
  const listed = [...source.matchAll(/\[\s*'(\/[^']*)'\s*,/g)].map((m) => m[1] ?? '');
  const named = [...source.matchAll(/^\s+\w+:\s*'(\/[^']*)',$/gm)].map((m) => m[1] ?? '');
  const catchAll = /<Route\s+component=/.test(source) ? ['*'] : [];
  return [...new Set([...literal, ...listed, ...named, ...catchAll])];
}

/** Routes with a fixed address, scanned by visiting it as `role`. */
const direct: Record<string, Role> = {
  '/': 'guest',
  '/auth/login': 'guest',
  '/auth/sign-up': 'guest',
  '/auth/otp-verify': 'guest',
  '/auth/forgot-password': 'guest',
  '/auth/reset-password': 'guest',
  '/auth/verify-email': 'guest',
  '/pricing': 'guest',
  '/about-us': 'guest',
  '/privacy-policy': 'guest',
  '/terms-and-conditions': 'guest',
  '/faq': 'guest',
  '/contact-us': 'guest',
  '/maintenance': 'guest',
  // The live battles (issue 16): their first screens (the play itself needs a second player).
  '/random-battle': 'subscriber',
  '/group-battle': 'subscriber',
  '/profile/battle-statistics': 'subscriber',
  // Exams and contests (issue 15): their lists; the rest is scanned on the journeys below.
  '/exam-module': 'subscriber',
  '/contest-play': 'subscriber',
  // The solo modes (issue 14): their first screens, the rounds without a parameter, the bookmarks.
  '/quiz-play/daily-quiz-dashboard': 'subscriber',
  '/quiz-play/daily-quiz-dashboard/play': 'subscriber',
  '/quiz-play/true-and-false-play': 'subscriber',
  '/quiz-play/true-and-false-play/play': 'subscriber',
  '/fun-and-learn': 'subscriber',
  '/guess-the-word': 'subscriber',
  '/self-learning': 'subscriber',
  '/self-learning/play': 'subscriber',
  '/audio-questions': 'subscriber',
  '/math-mania': 'subscriber',
  '/non-verbal-reasoning': 'subscriber',
  // The two addresses of the bookmarks round are one screen, kept in place between them: scanned
  // apart, so waitForScreen sees a new screen's heading after each in-app move.
  '/play-bookmark-questions': 'subscriber',
  '/profile/bookmarks': 'subscriber',
  '/profile/play-bookmark-questions': 'subscriber',
  '/profile/statistics': 'subscriber',
  '/profile/badges': 'subscriber',
  '/profile/notifications': 'subscriber',
  '/leaderboard': 'subscriber',
  '/quiz-zone': 'subscriber',
  '/downloads': 'subscriber',
  '/tutor-hub/sub-categories': 'subscriber',
  '/tutor-hub/assessments': 'subscriber',
  '/tutor-hub/assessments/results': 'subscriber',
  '/tutor-hub/review': 'subscriber',
  '/tutor-hub/report': 'subscriber',
  '/profile': 'subscriber',
  '/profile/edit': 'subscriber',
  '/profile/coin-history': 'subscriber',
  '/profile/wallet': 'subscriber',
  '/profile/subscription': 'subscriber',
  '/profile/billing': 'subscriber',
  '/billing/portal': 'subscriber',
  '/settings': 'subscriber',
  '/settings/sync': 'subscriber',
  '/admin': 'admin',
  '/admin/users': 'admin',
  '/admin/audit': 'admin',
  '/admin/outbox': 'admin',
  '/admin/reports': 'admin',
  '/admin/chat-reports': 'admin',
  '/admin/notifications': 'admin',
  '/admin/plans': 'admin',
  '/admin/payouts': 'admin',
  '/admin/languages': 'admin',
  '/admin/pages': 'admin',
  '/admin/maths': 'admin',
  '/admin/settings': 'admin',
  '/admin/categories': 'admin',
  '/admin/questions': 'admin',
  '/admin/passages': 'admin',
  '/admin/import': 'admin',
  '/admin/exams': 'admin',
  '/admin/contests': 'admin',
};

/** Routes with parameters, scanned on the way through their journey (the tests below). */
const journeys: Record<string, string> = {
  '/quiz-zone/:category': 'Quiz Zone journey',
  '/quiz-zone/:category/:subcategory': 'Quiz Zone journey',
  '/quiz-zone/:category/:subcategory/level/:level': 'Quiz Zone journey (play and result)',
  '/tutor-hub/sub-categories/:subject/:curriculum': 'tutor hub journey',
  '/tutor-hub/sub-categories/:subject/:curriculum/:unit/level/:level': 'tutor hub journey',
  '/admin/users/:id': 'the admin user journey',
  '/admin/reports/:id': 'the admin report journey',
  '/admin/languages/:id/texts': 'the admin interface texts journey',
  '/admin/categories/:id': 'the admin content journey',
  '/admin/questions/:id': 'the admin content journey',
  '/admin/questions/order': 'the admin content journey',
  '/admin/exams/:id': 'the admin exams and contests journey',
  '/admin/exams/:id/results': 'the admin exams and contests journey',
  '/admin/contests/:id': 'the admin exams and contests journey',
  '/admin/contests/:id/standings': 'the admin exams and contests journey',
  '/admin/passages/:id': 'the admin content journey',
  '/billing/checkout/:checkout': 'the checkout of a closed or unknown checkout',
  '/quiz-play/true-and-false-play/:category/play': 'solo modes journey',
  '/fun-and-learn/:category': 'solo modes journey',
  '/fun-and-learn/:category/:passage': 'solo modes journey',
  '/fun-and-learn/:category/:passage/play': 'solo modes journey',
  '/guess-the-word/:category': 'solo modes journey',
  '/guess-the-word/:category/play': 'solo modes journey',
  '/guess-the-word/:category/:subcategory/play': 'solo modes journey',
  '/audio-questions/:category/play': 'solo modes journey',
  '/math-mania/:category/play': 'solo modes journey',
  '/non-verbal-reasoning/:category/play': 'solo modes journey',
  '/tutor-hub/*?': 'the tutor hub’s routes (each of tutor-paths.ts is scanned as itself)',
  '/tutor-hub/subjects/:subject': 'tutor hub journey',
  '/tutor-hub/subjects/:subject/:unit': 'tutor hub journey',
  '/tutor-hub/assessments/paper/:year/:subject': 'tutor assessment journey',
  '/tutor-hub/assessments/review/:attempt': 'tutor assessment journey',
  '/tutor-hub/units/:curriculumId/session': 'tutor hub journey',
  '/exam-module/*?': 'the exams’ and contests’ routes (each of exam-paths.ts and contest-paths.ts is scanned as itself)',
  '/contest-play/*?': 'the exams’ and contests’ routes (each of exam-paths.ts and contest-paths.ts is scanned as itself)',
  '/exam-module/:exam': 'exams and contests journey',
  '/exam-module/:exam/result': 'exams and contests journey',
  '/contest-play/:contest/play': 'exams and contests journey',
  '/contest-play/:contest/leaderboard': 'exams and contests journey',
  '/contest-play/:contest/review': 'exams and contests journey',
  '/admin/*?': 'the admin routes (each of admin-routes.tsx is scanned as itself)',
  '*': 'the 404 screen',
};

/**
 * Client-side navigation (wouter follows popstate): no reload, so it is quick and an offline page
 * stays up. The old screen's headings are marked first, so waitForScreen waits for the new one.
 */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    if (`${location.pathname}${location.search}` === to) return;
    for (const heading of document.querySelectorAll('main h1')) heading.setAttribute('data-a11y-stale', '');
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Opens a route (the first time with a page load, then inside the app) and scans it once it has settled. */
async function scan(page: Page, path: string, label = path): Promise<void> {
  if (page.url().startsWith('http')) await navigate(page, path);
  else await page.goto(path);
  await waitForScreen(page);
  await expectNoA11yViolations(page, label);
}

/**
 * The last link on the screen whose address matches. The journey plays a ranked level as the demo
 * subscriber, so it keeps to the last category and topic: play.spec.ts needs Everyday Facts' level 1
 * unplayed and offline-sync.spec.ts plays Capitals & Countries (the suite shares one database).
 */
async function lastLinkMatching(page: Page, pattern: RegExp): Promise<string> {
  await expect.poll(async () => (await page.locator('main a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))).some((h) => pattern.test(h))).toBe(true);
  const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const href = hrefs.findLast((h) => pattern.test(h));
  if (!href) throw new Error(`no link matching ${pattern}`);
  return href;
}

async function contextFor(browser: Browser, role: Role): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (role !== 'guest') {
    await page.goto('/auth/login');
    await signIn(page, accounts[role].email, accounts[role].password);
    await expect(page).not.toHaveURL(/\/auth\/login/);
  }
  return { context, page };
}

async function chooseLanguage(page: Page, code: 'en' | 'ar' | 'fr'): Promise<void> {
  await page.locator('header select').first().selectOption(code);
  await expect(page.locator('html')).toHaveAttribute('lang', code);
}

test('every route of src/app/routes.tsx has an accessibility scan', () => {
  const routes = routeTable();
  expect(routes.length).toBeGreaterThan(30);
  const unscanned = routes.filter((route) => !(route in direct) && !(route in journeys));
  expect(unscanned, 'add these routes to tests/e2e/a11y.spec.ts').toEqual([]);
  const stale = [...Object.keys(direct), ...Object.keys(journeys)].filter((route) => !routes.includes(route));
  expect(stale, 'scans of routes routes.tsx no longer has').toEqual([]);
});

// A scan is a page load and an axe run (about 1 s on a quiet machine); the loops over routes need more than 60 s.
test.describe.configure({ timeout: 300_000 });

test.describe('as a guest', () => {
  let context: BrowserContext;
  let page: Page;
  test.beforeAll(async ({ browser }) => ({ context, page } = await contextFor(browser, 'guest')));
  test.afterAll(async () => context.close());

  test('every public route in English', async () => {
    for (const [path, role] of Object.entries(direct)) if (role === 'guest') await scan(page, path);
    await scan(page, '/no-such-page', '404');
  });

  test('the small-screen menu, open', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    await scan(page, '/');
    await page.locator('.menu-toggle').click();
    await expect(page.locator('.menu-toggle')).toHaveAttribute('aria-expanded', 'true');
    await expectNoA11yViolations(page, 'the open menu at 375 px');
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  test('public screens in Arabic (right to left) and French', async () => {
    await page.goto('/');
    await chooseLanguage(page, 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    for (const path of ['/', '/auth/login', '/auth/sign-up', '/pricing', '/contact-us', '/no-such-page']) await scan(page, path, `${path} in Arabic`);
    await chooseLanguage(page, 'fr');
    for (const path of ['/', '/auth/login', '/pricing', '/faq']) await scan(page, path, `${path} in French`);
    await chooseLanguage(page, 'en');
  });
});

test.describe('as a subscriber', () => {
  let context: BrowserContext;
  let page: Page;
  test.beforeAll(async ({ browser }) => ({ context, page } = await contextFor(browser, 'subscriber')));
  test.afterAll(async () => context.close());

  test('every signed-in route in English', async () => {
    for (const [path, role] of Object.entries(direct)) if (role === 'subscriber') await scan(page, path);
  });

  test('the checkout of a closed or unknown checkout: its message and the way back to pricing', async () => {
    await scan(page, '/billing/checkout/no-such-checkout-0000', 'checkout, closed');
    await expect(page.getByRole('link', { name: 'Back to pricing' })).toBeVisible();
  });

  test('Quiz Zone journey: categories, subcategories, levels, play, result', async () => {
    await scan(page, '/quiz-zone');
    await navigate(page, await lastLinkMatching(page, /^\/quiz-zone\/[^/]+$/));
    await waitForScreen(page);
    await expectNoA11yViolations(page, 'subcategories');
    await navigate(page, await lastLinkMatching(page, /^\/quiz-zone\/[^/]+\/[^/]+$/));
    await waitForScreen(page);
    await expectNoA11yViolations(page, 'levels');
    await navigate(page, await lastLinkMatching(page, /\/level\/1$/));
    // A level of the demo content has 10 questions (docs/CONTENT.md).
    const count = 10;
    await expect(page.getByText(`1 / ${count}`)).toBeVisible();
    await expectNoA11yViolations(page, 'play, first question');
    for (let i = 1; i <= count; i++) {
      await expect(page.getByText(`${i} / ${count}`)).toBeVisible();
      await page.keyboard.press('1');
      // Each answer gets its verdict before the next question (one game online and offline).
      await expect(page.getByTestId('answer-feedback')).toBeVisible();
      if (i === 1) await expectNoA11yViolations(page, 'play, an answer with its feedback');
      await expect(page.getByRole('button', { name: i < count ? 'Next question' : 'See my result' })).toBeFocused();
      await page.keyboard.press('Enter');
    }
    await expect(page.getByText(`1 / ${count}`)).toHaveCount(0);
    await waitForScreen(page);
    await expectNoA11yViolations(page, 'play, result');
  });

  /** Follows the last link matching `pattern` on the current screen and scans what it opens. */
  async function follow(pattern: RegExp, label: string): Promise<void> {
    await navigate(page, await lastLinkMatching(page, pattern));
    await waitForScreen(page);
    await expectNoA11yViolations(page, label);
  }

  test('solo modes journey: each mode from its categories to a round', async () => {
    await scan(page, '/quiz-play/true-and-false-play');
    await follow(/^\/quiz-play\/true-and-false-play\/\d+[^/]*\/play$/, 'True & False, a category’s round');
    await scan(page, '/fun-and-learn');
    await follow(/^\/fun-and-learn\/\d+[^/]*$/, 'Fun & Learn, a category’s passages');
    await follow(/^\/fun-and-learn\/\d+[^/]*\/\d+$/, 'Fun & Learn, a passage to read');
    await follow(/^\/fun-and-learn\/\d+[^/]*\/\d+\/play$/, 'Fun & Learn, the passage’s questions');
    await scan(page, '/guess-the-word');
    await follow(/^\/guess-the-word\/\d+[^/]*$/, 'Guess The Word, a category’s topics');
    const topics = page.url();
    await follow(/^\/guess-the-word\/\d+[^/]*\/\d+[^/]*\/play$/, 'Guess The Word, a topic’s round');
    await scan(page, new URL(topics).pathname, 'Guess The Word, the topics again');
    await follow(/^\/guess-the-word\/\d+[^/]*\/play$/, 'Guess The Word, every topic’s round');
    for (const [start, label] of [
      ['/audio-questions', 'Audio Questions'],
      ['/math-mania', 'Math Mania'],
      ['/non-verbal-reasoning', 'Non-verbal Reasoning'],
    ] as const) {
      await scan(page, start);
      await follow(new RegExp(`^${start}/\\d+[^/]*/play$`), `${label}, a category’s round`);
    }
  });

  test('exams and contests journey: an exam’s rules and key, a result, a contest’s entry, a board, a review', async () => {
    // Nothing is started or paid here: exams.spec.ts and contests.spec.ts take the attempts and entries.
    await scan(page, '/exam-module');
    const exam = await lastLinkMatching(page, /^\/exam-module\/\d+$/);
    await navigate(page, exam);
    await waitForScreen(page);
    await expectNoA11yViolations(page, 'an exam: rules and key');
    await page.getByRole('button', { name: 'Start the exam' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter the Exam Key');
    await expectNoA11yViolations(page, 'an exam: the key missing');
    await scan(page, `${exam}/result`, 'an exam not taken: its result');
    await scan(page, '/contest-play');
    await follow(/^\/contest-play\/\d+\/play$/, 'a live contest: its entry and fee');
    await scan(page, '/contest-play?tab=past', 'past contests');
    await follow(/^\/contest-play\/\d+\/leaderboard$/, 'a past contest: its final board');
    await scan(page, new URL(page.url()).pathname.replace(/leaderboard$/, 'review'), 'a past contest: the review');
  });

  test('tutor hub journey: the hub, a subject, a unit, curricula, a curriculum, practice', async ({ request }) => {
    const { path } = await mathsPracticePath(request, accounts.subscriber);
    const curriculum = path.replace(/\/[^/]+\/level\/\d+$/, '');
    await scan(page, '/tutor-hub/sub-categories');
    await follow(/^\/tutor-hub\/subjects\/[^/]+$/, 'a tutor subject: its chapters');
    await follow(/^\/tutor-hub\/subjects\/[^/]+\/[^/]+$/, 'a unit: its notes and mastery');
    await follow(/^\/tutor-hub\/units\/\d+\/session$/, 'a guided session: the notes');
    await page.getByRole('button', { name: 'Show me an example' }).click();
    await page.getByRole('button', { name: 'Next step' }).click();
    await expect(page.locator('.tutor-session__steps li')).toHaveCount(1);
    await expectNoA11yViolations(page, 'a guided session: the worked example');
    await scan(page, curriculum, 'a curriculum');
    await page.goto(path);
    await expect(page.getByRole('group', { name: 'Number keypad' })).toBeVisible();
    await expectNoA11yViolations(page, 'maths practice');
  });

  test('tutor assessment journey: a paper, its result and its review', async () => {
    await scan(page, '/tutor-hub/assessments/paper/3/maths', 'a Year 3 Maths paper');
    const submit = page.getByRole('button', { name: 'Submit for marking' });
    while (!(await submit.isVisible())) await page.getByRole('button', { name: 'Next' }).click();
    await submit.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit for marking' }).click();
    await expect(page.getByRole('heading', { name: 'Your result' })).toBeVisible();
    await expectNoA11yViolations(page, 'an assessment’s result');
    await follow(/^\/tutor-hub\/assessments\/review\/\d+$/, 'an assessment’s review');
  });

  test('the sync panel with its confirm dialog open', async () => {
    await scan(page, '/settings/sync');
    await page.getByRole('button', { name: 'Clear caches' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoA11yViolations(page, 'the Clear caches dialog');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('signed-in screens in Arabic and French', async () => {
    await page.goto('/');
    await chooseLanguage(page, 'ar');
    for (const path of ['/', '/quiz-zone', '/settings/sync', '/profile', '/profile/statistics', '/profile/badges', '/profile/wallet', '/leaderboard', '/quiz-play/daily-quiz-dashboard', '/guess-the-word', '/profile/bookmarks', '/exam-module', '/contest-play', '/random-battle', '/group-battle', '/profile/battle-statistics', '/tutor-hub/review']) await scan(page, path, `${path} in Arabic`);
    await chooseLanguage(page, 'fr');
    for (const path of ['/settings', '/downloads', '/self-learning', '/fun-and-learn', '/exam-module', '/contest-play', '/tutor-hub/review']) await scan(page, path, `${path} in French`);
    await chooseLanguage(page, 'en');
  });

  test('offline: the banner and the offline state of each screen that has one', async () => {
    // Every screen's chunk was loaded above: the page moves between them without the network.
    await scan(page, '/');
    await context.setOffline(true);
    try {
      for (const path of ['/', '/quiz-zone', '/tutor-hub/sub-categories', '/downloads', '/settings/sync', '/profile/wallet', '/contest-play', '/exam-module', '/math-mania', '/quiz-play/daily-quiz-dashboard']) {
        await navigate(page, path);
        await waitForScreen(page);
        await expectNoA11yViolations(page, `${path} offline`);
      }
    } finally {
      await context.setOffline(false);
    }
  });
});

test.describe('as an admin', () => {
  let context: BrowserContext;
  let page: Page;
  test.beforeAll(async ({ browser }) => ({ context, page } = await contextFor(browser, 'admin')));
  test.afterAll(async () => context.close());

  test('the admin routes', async () => {
    for (const [path, role] of Object.entries(direct)) if (role === 'admin') await scan(page, path);
  });

  test('the admin user journey: a search, a user, the deactivate dialog', async () => {
    await scan(page, '/admin/users?q=player%40quizhive.test');
    await navigate(page, await lastLinkMatching(page, /^\/admin\/users\/\d+$/));
    await waitForScreen(page);
    await expectNoA11yViolations(page, 'an admin user');
    await page.getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoA11yViolations(page, 'the Deactivate dialog');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the admin report journey: a question the subscriber reported, then its report', async ({ request }) => {
    // The demo subscriber reports the first question of a free category's first level.
    const login = await request.post('/api/user_login', { data: accounts.subscriber });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const call = async <T>(action: string, body: unknown): Promise<T> => {
      const res = await request.post(`/api/${action}`, { data: body, headers: { authorization: `Bearer ${token}` } });
      const envelope = (await res.json()) as { error: boolean; data: T };
      expect(envelope.error, `${action}: ${JSON.stringify(envelope)}`).toBe(false);
      return envelope.data;
    };
    const categories = await call<{ id: number; coins: number; has_unlocked: boolean }[]>('get_categories', {});
    const free = categories.find((category) => category.coins === 0 || category.has_unlocked);
    if (!free) throw new Error('the demo content has no free category');
    const { subcategories } = await call<{ subcategories: { id: number }[] }>('get_subcategory_by_maincategory', { category: free.id });
    const subcategory = subcategories[0];
    if (!subcategory) throw new Error('the free category has no subcategory');
    const { questions } = await call<{ questions: { id: number }[] }>('get_questions_by_level', { category: free.id, subcategory: subcategory.id, level: 1 });
    const question = questions[0];
    if (!question) throw new Error('level 1 has no question');
    await call('report_question', { question_id: question.id, message: 'e2e: the marked answer looks wrong' });

    await scan(page, '/admin/reports?status=open');
    await navigate(page, await lastLinkMatching(page, /^\/admin\/reports\/\d+$/));
    await waitForScreen(page);
    await expectNoA11yViolations(page, 'a question report');
  });

  test('the admin interface texts journey: a language’s texts, one in edit, the maintenance dialog', async () => {
    await scan(page, '/admin/languages');
    await navigate(page, await lastLinkMatching(page, /^\/admin\/languages\/\d+\/texts$/));
    await waitForScreen(page);
    await expectNoA11yViolations(page, 'a language’s interface texts');
    await page.getByRole('button', { name: /^Edit / }).first().click();
    await expectNoA11yViolations(page, 'an interface text in edit');
    await page.keyboard.press('Escape');
    await scan(page, '/admin/settings');
    await page.getByRole('button', { name: 'Turn maintenance on' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoA11yViolations(page, 'the maintenance dialog');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the admin content journey: a category and its subcategories, a new category, a question, a level order, a passage', async () => {
    // The new-category form first: it is the same screen as a category's, whose heading stays in place.
    await scan(page, '/admin/categories/new');
    await scan(page, '/admin/categories');
    await navigate(page, await lastLinkMatching(page, /^\/admin\/categories\/\d+$/));
    await waitForScreen(page);
    await expectNoA11yViolations(page, 'an admin category with its subcategories');
    await scan(page, '/admin/questions');
    await navigate(page, await lastLinkMatching(page, /^\/admin\/questions\/\d+$/));
    await waitForScreen(page);
    await expectNoA11yViolations(page, 'an admin question');
    await navigate(page, await lastLinkMatching(page, /^\/admin\/questions\/order\?subcategory=\d+&level=\d+$/));
    await waitForScreen(page);
    await expectNoA11yViolations(page, 'a level order');
    await scan(page, '/admin/passages/new');
    await scan(page, '/admin/passages');
    await navigate(page, await lastLinkMatching(page, /^\/admin\/passages\/\d+$/));
    await waitForScreen(page);
    await expectNoA11yViolations(page, 'an admin passage');
  });

  test('the admin exams and contests journey: the new forms, an exam and its results, a contest and its standings', async ({ request }) => {
    const tag = `a11y ${Date.now().toString(36)}`;
    const exam = await callAsAdmin<{ id: number }>(request, 'set_admin_exam', await adminExamBody(request, tag));
    const contest = await callAsAdmin<{ id: number }>(request, 'set_admin_contest', await adminContestBody(request, tag));
    // A new form, then a screen of another route: the same screen keeps its heading in place between two of its addresses.
    for (const path of ['/admin/exams/new', '/admin/contests/new', `/admin/exams/${exam.id}`, `/admin/exams/${exam.id}/results`, `/admin/contests/${contest.id}`, `/admin/contests/${contest.id}/standings`]) await scan(page, path);
  });

  test('admin screens in Arabic (right to left) and French, and on a tablet', async () => {
    await page.goto('/admin');
    await chooseLanguage(page, 'ar');
    for (const path of ['/admin', '/admin/users', '/admin/audit', '/admin/reports', '/admin/chat-reports', '/admin/notifications', '/admin/languages', '/admin/pages', '/admin/settings', '/admin/maths', '/admin/categories', '/admin/questions', '/admin/passages', '/admin/passages/new', '/admin/import', '/admin/exams', '/admin/contests/new']) await scan(page, path, `${path} in Arabic`);
    await chooseLanguage(page, 'fr');
    for (const path of ['/admin/users', '/admin/audit']) await scan(page, path, `${path} in French`);
    await chooseLanguage(page, 'en');
    await page.setViewportSize({ width: 768, height: 1024 });
    for (const path of ['/admin', '/admin/users', '/admin/notifications', '/admin/languages', '/admin/settings', '/admin/questions/new']) await scan(page, path, `${path} at 768 px`);
    await page.setViewportSize({ width: 1280, height: 720 });
  });
});
