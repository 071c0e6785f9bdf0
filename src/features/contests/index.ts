/**
 * Contest Play (issue 15, docs/EXAMS-AND-CONTESTS.md "Screens"): one lazy area with its words;
 * the app's start-up carries only its addresses.
 */
import { lazyScreen } from '../../lib/lazy-screen';

export const ContestArea = lazyScreen(() => import('./ContestArea'), 'ContestArea', ['contests', 'count', 'live', 'quiz']);
export { CONTEST_ROOT, CONTEST_ROUTE_PATTERNS } from './contest-paths';
