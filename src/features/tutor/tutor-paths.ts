/**
 * The tutor hub's addresses (issue 17). /tutor-hub/sub-categories stays the hub's first screen (the
 * spec's path, also the maths practice's root: maths-paths.ts); a subject and a unit are named by
 * "<id>-<slug>" segments, as maths curricula are. The guided session is named by its unit's id
 * alone (a session's curriculum_id), so it opens offline from the unit kept on the device.
 */
export const TUTOR_HUB_ROOT = '/tutor-hub/sub-categories';

/** Written out so the accessibility scan's route list can read them; routes.tsx sends '/tutor-hub/*?' to the area. */
export const tutorRoutes = {
  hub: '/tutor-hub/sub-categories',
  subject: '/tutor-hub/subjects/:subject',
  unit: '/tutor-hub/subjects/:subject/:unit',
  assessments: '/tutor-hub/assessments',
  paper: '/tutor-hub/assessments/paper/:year/:subject',
  results: '/tutor-hub/assessments/results',
  review: '/tutor-hub/assessments/review/:attempt',
  /** The guided session of one unit (session/SessionScreen.tsx). */
  session: '/tutor-hub/units/:curriculumId/session',
  /** Today's mixed review (review/ReviewScreen.tsx). */
  dailyReview: '/tutor-hub/review',
  /** The printable progress report for a parent or teacher (report/ProgressReportScreen.tsx). */
  report: '/tutor-hub/report',
} as const;

export const tutorPaths = {
  hub: () => TUTOR_HUB_ROOT,
  subject: (subject: string) => `/tutor-hub/subjects/${subject}`,
  unit: (subject: string, unit: string) => `/tutor-hub/subjects/${subject}/${unit}`,
  /** The guided session of one unit. */
  session: (curriculumId: number) => `/tutor-hub/units/${curriculumId}/session`,
  /** Today's mixed review. */
  review: () => '/tutor-hub/review',
  /** The printable progress report. */
  report: () => '/tutor-hub/report',
  assessments: () => '/tutor-hub/assessments',
  paper: (year: number, subject: string) => `/tutor-hub/assessments/paper/${year}/${subject}`,
  results: (filter: { readonly year?: number | undefined; readonly subject?: string | undefined } = {}) => {
    const query = new URLSearchParams();
    if (filter.year !== undefined) query.set('year', String(filter.year));
    if (filter.subject !== undefined) query.set('subject', filter.subject);
    const search = query.toString();
    return search ? `/tutor-hub/assessments/results?${search}` : '/tutor-hub/assessments/results';
  },
  attemptReview: (attemptId: number) => `/tutor-hub/assessments/review/${attemptId}`,
};
