/**
 * The exam module (issue 15, docs/EXAMS-AND-CONTESTS.md "Screens"): one lazy area with its words;
 * the app's start-up carries only its addresses.
 */
import { lazyScreen } from '../../lib/lazy-screen';

export const ExamArea = lazyScreen(() => import('./ExamArea'), 'ExamArea', ['exams', 'live', 'quiz']);
export { EXAM_ROOT, EXAM_ROUTE_PATTERNS } from './exam-paths';
