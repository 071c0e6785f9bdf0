/** The exam lists' paging (get_exam_module by type, offset and limit), for usePagedList. */
import type { ExamModule } from '../../../contract/api/exams';
import { pagedReducer, type Page } from '../../lib/paging/paged-list';
import type { PagedSource } from '../../lib/paging/use-paged-list';
import type { ExamListType } from './exam-paths';
import { examsApi } from './exams.api';

export type ExamPage = Page<ExamModule>;

const byId = (shown: readonly ExamModule[], arrived: readonly ExamModule[]): ExamModule[] => {
  const fresh = new Map(arrived.map((exam) => [exam.id, exam]));
  return [...shown.filter((exam) => !fresh.has(exam.id)), ...arrived];
};

export const examListSource: PagedSource<ExamListType, ExamModule, ExamPage> = {
  pageSize: 20,
  fetchPage: (type, paging, options) => examsApi.list(type, paging, options),
  reduce: pagedReducer<ExamModule, ExamPage>(byId),
};

/** What the player can do with an exam now. */
export type ExamStep = 'start' | 'resume' | 'result' | 'upcoming' | 'missed';

export function examStep(exam: ExamModule): ExamStep {
  if (exam.attempt?.state === 'in_progress' && exam.status === 'open') return 'resume';
  if (exam.attempt) return 'result';
  if (exam.status === 'open') return 'start';
  return exam.status === 'upcoming' ? 'upcoming' : 'missed';
}

/** Finds one exam of today's list (an exam can only be started or resumed while it is there). */
export async function findTodayExam(id: number, signal: AbortSignal): Promise<ExamModule | null> {
  const limit = 100;
  for (let offset = 0; offset < 1_000; offset += limit) {
    const page = await examsApi.list('today', { offset, limit }, { signal, onCachedCopy: () => undefined });
    const found = page.data.find((exam) => exam.id === id);
    if (found) return found;
    if (page.data.length < limit || offset + limit >= page.total) return null;
  }
  return null;
}
