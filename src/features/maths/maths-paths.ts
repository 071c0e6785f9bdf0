/**
 * Tutor hub URLs: /tutor-hub/sub-categories lists the curricula, then "<id>-<slug>" segments name a
 * curriculum and a unit (readable, and the id is what the data needs), and a level by its number.
 */
import type { MathsSubject } from '../../../contract/api/maths';

export const MATHS_ROOT = '/tutor-hub/sub-categories';

export const mathsPaths = {
  curricula: () => MATHS_ROOT,
  curriculum: (subject: MathsSubject, curriculum: string) => `${MATHS_ROOT}/${subject}/${curriculum}`,
  practice: (subject: MathsSubject, curriculum: string, unit: string, level: number) => `${MATHS_ROOT}/${subject}/${curriculum}/${unit}/level/${level}`,
};

export function parseSubject(segment: string | undefined): MathsSubject | null {
  return segment === 'maths' || segment === 'nvr' ? segment : null;
}
