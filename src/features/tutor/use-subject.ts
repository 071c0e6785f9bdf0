/** A subject's chapters and units with the student's mastery of each, for the subject and unit screens. */
import type { SkillMastery } from '../../../contract/api/tutor';
import { useAsync } from '../../lib/use-async';
import { storeTutorUnits } from '../../offline/tutor-progress';
import { tutorApi } from './tutor.api';

async function loadSubject(category: number, signal: AbortSignal) {
  const [content, mastery] = await Promise.all([tutorApi.chapters(category, signal), tutorApi.mastery(signal, category)]);
  // Kept on the device, so a unit seen here opens its guided session and reviews offline; a failed write only loses that.
  await storeTutorUnits(category, content.chapters.flatMap((chapter) => chapter.units)).catch(() => undefined);
  return { ...content, mastery: new Map<number, SkillMastery>(mastery.skills.map((skill) => [skill.curriculum_id, skill])), due: new Set(mastery.due) };
}

export type SubjectData = Awaited<ReturnType<typeof loadSubject>>;

export function useSubject(category: number | null) {
  return useAsync((signal) => (category === null ? Promise.reject(new Error('no subject')) : loadSubject(category, signal)), `tutor-subject:${category ?? ''}`);
}
