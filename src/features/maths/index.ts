/** Tutor hub (maths and non-verbal reasoning practice) screens, each loaded on demand. */
import { lazyScreen } from '../../lib/lazy-screen';

// The menu links the tutor hub: its root path is light enough for the start-up graph.
export { MATHS_ROOT } from './maths-paths';

export const CurriculaScreen = lazyScreen(() => import('./CurriculaScreen'), 'CurriculaScreen', ['count', 'maths', 'quiz']);
export const CurriculumScreen = lazyScreen(() => import('./CurriculumScreen'), 'CurriculumScreen', ['count', 'downloads', 'maths', 'quiz']);
export const PracticeScreen = lazyScreen(() => import('./PracticeScreen'), 'PracticeScreen', ['maths', 'quiz']);
