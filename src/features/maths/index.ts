/** Tutor hub (maths and non-verbal reasoning practice) screens, each loaded on demand. */
import { lazyScreen } from '../../lib/lazy-screen';

export const CurriculaScreen = lazyScreen(() => import('./CurriculaScreen'), 'CurriculaScreen');
export const CurriculumScreen = lazyScreen(() => import('./CurriculumScreen'), 'CurriculumScreen');
export const PracticeScreen = lazyScreen(() => import('./PracticeScreen'), 'PracticeScreen');
