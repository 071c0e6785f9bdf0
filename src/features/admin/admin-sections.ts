/** The admin area's sections, in the order its navigation lists them; each screen of a section lives under its path. */
export interface AdminSection {
  readonly path: string;
  /** Its name in the navigation (admin.nav.*). */
  readonly labelKey: string;
  /** One line on what it is for, on the admin home (admin.home.*). */
  readonly leadKey: string;
}

export const ADMIN_HOME = '/admin';

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { path: '/admin/users', labelKey: 'admin.nav.users', leadKey: 'admin.home.users' },
  { path: '/admin/categories', labelKey: 'admin.nav.categories', leadKey: 'admin.home.categories' },
  { path: '/admin/questions', labelKey: 'admin.nav.questions', leadKey: 'admin.home.questions' },
  { path: '/admin/passages', labelKey: 'admin.nav.passages', leadKey: 'admin.home.passages' },
  { path: '/admin/import', labelKey: 'admin.nav.import', leadKey: 'admin.home.import' },
  { path: '/admin/exams', labelKey: 'admin.nav.exams', leadKey: 'admin.home.exams' },
  { path: '/admin/contests', labelKey: 'admin.nav.contests', leadKey: 'admin.home.contests' },
  { path: '/admin/audit', labelKey: 'admin.nav.audit', leadKey: 'admin.home.audit' },
  { path: '/admin/reports', labelKey: 'admin.nav.reports', leadKey: 'admin.home.reports' },
  { path: '/admin/chat-reports', labelKey: 'admin.nav.chatReports', leadKey: 'admin.home.chatReports' },
  { path: '/admin/notifications', labelKey: 'admin.nav.notifications', leadKey: 'admin.home.notifications' },
  { path: '/admin/plans', labelKey: 'admin.nav.plans', leadKey: 'admin.home.plans' },
  { path: '/admin/payouts', labelKey: 'admin.nav.payouts', leadKey: 'admin.home.payouts' },
  { path: '/admin/outbox', labelKey: 'admin.nav.outbox', leadKey: 'admin.home.outbox' },
  { path: '/admin/languages', labelKey: 'admin.nav.languages', leadKey: 'admin.home.languages' },
  { path: '/admin/pages', labelKey: 'admin.nav.pages', leadKey: 'admin.home.pages' },
  { path: '/admin/maths', labelKey: 'admin.nav.maths', leadKey: 'admin.home.maths' },
  { path: '/admin/settings', labelKey: 'admin.nav.settings', leadKey: 'admin.home.settings' },
];

/** The section a path belongs to (the longest path that is it or contains it), for aria-current. */
export function sectionOf(path: string): AdminSection | undefined {
  return ADMIN_SECTIONS.filter((section) => path === section.path || path.startsWith(`${section.path}/`)).sort((a, b) => b.path.length - a.path.length)[0];
}
