/** The exam module's addresses (spec section 2: /exam-module is login-gated by its prefix). */
export const EXAM_ROOT = '/exam-module';

export type ExamListType = 'today' | 'past';

/** Written out (not built from EXAM_ROOT) so the accessibility scan's route list can read them. */
export const examRoutes = {
  list: '/exam-module',
  exam: '/exam-module/:exam',
  result: '/exam-module/:exam/result',
} as const;

export const EXAM_ROUTE_PATTERNS: readonly string[] = Object.values(examRoutes);

export const examPaths = {
  list: (type: ExamListType = 'today') => (type === 'today' ? EXAM_ROOT : `${EXAM_ROOT}?tab=past`),
  exam: (id: number) => `${EXAM_ROOT}/${id}`,
  result: (id: number) => `${EXAM_ROOT}/${id}/result`,
};
