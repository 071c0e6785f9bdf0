/**
 * The tutor hub's content actions (docs/TUTOR.md, "Content"): the subjects of every year and the
 * chapters of one. Content is read-mostly and small, so one catalogue is cached as the maths
 * catalogue is (an edit reaches players within a minute) and every request is a lookup.
 */
import type { DataOf } from '../../../contract/api/define';
import type { getChaptersByCategory, getTutorSubjects } from '../../../contract/api/tutor';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { TtlCache } from '../../lib/ttl-cache';
import { buildTutorCatalogue, languageIn, toChapter, toSubjectEntry, type TutorCatalogue } from './content.catalogue';
import { loadTutorContent } from './content.repo';

const CATALOGUE_CACHE_MS = 60_000;

export interface TutorContentService {
  subjects(languageId: number | undefined): Promise<DataOf<typeof getTutorSubjects>>;
  /** NOT_FOUND naming `category` for an id that is no tutor subject. */
  chapters(category: number, languageId: number | undefined): Promise<DataOf<typeof getChaptersByCategory>>;
  /** The cached catalogue, for the tutor's other parts (sessions, assessments). */
  catalogue(): Promise<TutorCatalogue>;
  /** Forgets the cached content: this instance's next read loads it again. */
  forgetCatalogue(): void;
}

export function createTutorContentService(ctx: AppContext): TutorContentService {
  const cache = new TtlCache<'catalogue', TutorCatalogue>(CATALOGUE_CACHE_MS, 1, Date.now, CATALOGUE_CACHE_MS / 3);
  const catalogue = () => cache.getOrLoad('catalogue', async () => buildTutorCatalogue(await loadTutorContent(ctx.db)));
  return {
    catalogue,
    forgetCatalogue: () => cache.delete('catalogue'),
    async subjects(languageId) {
      const content = await catalogue();
      const language = languageIn(content, languageId);
      return content.subjects.map((s) => toSubjectEntry(s, language));
    },
    async chapters(category, languageId) {
      const content = await catalogue();
      const subject = content.subjectById.get(category);
      if (!subject) throw new AppError('NOT_FOUND', 'TUTOR_SUBJECT_NOT_FOUND', 'category');
      const language = languageIn(content, languageId);
      return { subject: toSubjectEntry(subject, language), chapters: subject.chapters.map((c) => toChapter(c, language)) };
    },
  };
}
