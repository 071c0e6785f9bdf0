import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminArea } from '../features/admin';
import { CONTEST_ROUTE_PATTERNS, ContestArea } from '../features/contests';
import { EXAM_ROUTE_PATTERNS, ExamArea } from '../features/exams';
import { PracticeScreen } from '../features/maths';
import { ContentPageScreen } from '../features/pages';
import { LevelsScreen } from '../features/quiz';
import { SOLO_ROUTE_PATTERNS, SoloArea } from '../features/solo';
import { matchesRoute, preloadRoute, routeScreens, screenForPath } from './route-preload';
import { contentPageRoutes } from './routes';

const routesSource = Object.values(import.meta.glob<string>('./routes.tsx', { query: '?raw', import: 'default', eager: true }))[0] ?? '';
const featureModules = import.meta.glob<Record<string, unknown>>('../features/*/index.ts', { eager: true });

/** The screen each name in routes.tsx stands for, following its imports (`PracticeScreen as MathsPracticeScreen`). */
function importedScreens(): Map<string, unknown> {
  const screens = new Map<string, unknown>();
  for (const [, names, from] of routesSource.matchAll(/import\s*\{([^}]+)\}\s*from\s*'\.\.\/features\/([\w-]+)'/g)) {
    const module = featureModules[`../features/${from}/index.ts`];
    for (const specifier of names?.split(',') ?? []) {
      const [exported, local] = specifier.replace(/\btype\b/, '').trim().split(/\s+as\s+/);
      if (exported && module?.[exported]) screens.set(local ?? exported, module[exported]);
    }
  }
  return screens;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the route preload table', () => {
  it('names, for every route of routes.tsx, the screen that route renders', () => {
    const screens = importedScreens();
    const routes = [...routesSource.matchAll(/<Route path="([^"]+)" component=\{(\w+)\}/g)];
    expect(routes.length).toBeGreaterThan(15);
    for (const [, path, component] of routes) {
      expect(screens.get(component ?? ''), component).toBeDefined();
      expect(routeScreens.find(([pattern]) => pattern === path)?.[1], path).toBe(screens.get(component ?? ''));
    }
    for (const [path] of contentPageRoutes) expect(screenForPath(path)).toBe(ContentPageScreen);
    // The solo modes' addresses all lead to their one area, which picks the screen.
    expect(SOLO_ROUTE_PATTERNS.length).toBeGreaterThan(20);
    for (const path of SOLO_ROUTE_PATTERNS) expect(screenForPath(path.replaceAll(/:\w+/g, '1-x')), path).toBe(SoloArea);
    // So do the exams' and the contests' to theirs.
    for (const path of EXAM_ROUTE_PATTERNS) expect(screenForPath(path.replaceAll(/:\w+/g, '7')), path).toBe(ExamArea);
    for (const path of CONTEST_ROUTE_PATTERNS) expect(screenForPath(path.replaceAll(/:\w+/g, '3')), path).toBe(ContestArea);
  });

  it('matches like wouter: one segment per parameter, whole path, case and a trailing slash ignored', () => {
    const practice = '/tutor-hub/sub-categories/:subject/:curriculum/:unit/level/:level';
    expect(matchesRoute(practice, '/tutor-hub/sub-categories/maths/1-year-3/1-addition/level/1')).toBe(true);
    expect(matchesRoute(practice, '/tutor-hub/sub-categories/maths/1-year-3/1-addition/level/1/')).toBe(true);
    expect(matchesRoute(practice, '/Tutor-Hub/Sub-Categories/maths/1-year-3/1-addition/LEVEL/1')).toBe(true);
    expect(matchesRoute(practice, '/tutor-hub/sub-categories/maths/1-year-3/1-addition/level')).toBe(false);
    expect(matchesRoute(practice, '/tutor-hub/sub-categories/maths/1-year-3/1-addition/levels/1')).toBe(false);
    expect(matchesRoute('/', '/')).toBe(true);
    expect(matchesRoute('/', '/profile')).toBe(false);
    expect(screenForPath('/quiz-zone/science/physics')).toBe(LevelsScreen);
    // The admin area is one route for all its addresses.
    expect(matchesRoute('/admin/*?', '/admin/users/7')).toBe(true);
    expect(matchesRoute('/admin/*?', '/admin')).toBe(true);
    expect(matchesRoute('/admin/*?', '/administration')).toBe(false);
    expect(screenForPath('/admin')).toBe(AdminArea);
    expect(screenForPath('/Admin/users/7/')).toBe(AdminArea);
  });

  it("starts the chunk of the current route's screen, and nothing for a path it does not know", () => {
    const preload = vi.spyOn(PracticeScreen, 'preload').mockResolvedValue(undefined);
    preloadRoute('/tutor-hub/sub-categories/maths/1-year-3-maths/1-y3-addition/level/1');
    expect(preload).toHaveBeenCalledTimes(1);
    preloadRoute('/no/such/page');
    expect(screenForPath('/no/such/page')).toBeNull();
    expect(preload).toHaveBeenCalledTimes(1);
  });
});
