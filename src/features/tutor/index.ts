/**
 * The tutor hub (issue 17, docs/TUTOR.md): one lazy area; the app's start-up carries only its
 * loader. Its words are in the maths part (maths.tutor.*), one English part less in start-up.
 * KaTeX and the trend chart's visx come with the area's chunks, never the entry.
 */
import { lazyScreen } from '../../lib/lazy-screen';

export const TutorArea = lazyScreen(() => import('./TutorArea'), 'TutorArea', ['count', 'live', 'maths', 'quiz']);
