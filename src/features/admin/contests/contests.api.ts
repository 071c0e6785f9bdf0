/** The contest actions of the admin screens (docs/EXAMS-AND-CONTESTS.md "Admin"). Reads stay quiet; the screens show every error. */
import { callAction, type ActionBody } from '../../../lib/request/request';

export type ContestsQuery = ActionBody<'get_admin_contests'>;
export type ContestBody = ActionBody<'set_admin_contest'>;
export type StandingsQuery = ActionBody<'get_admin_contest_standings'>;

const read = (signal: AbortSignal) => ({ displayToast: false, signal });

export const contestsApi = {
  list: (query: ContestsQuery, signal: AbortSignal) => callAction('get_admin_contests', query, read(signal)),
  one: (id: number, signal: AbortSignal) => callAction('get_admin_contest', { id }, read(signal)),
  save: (body: ContestBody) => callAction('set_admin_contest', body, { displayToast: false }),
  standings: (query: StandingsQuery, signal: AbortSignal) => callAction('get_admin_contest_standings', query, read(signal)),
};

export const CONTESTS_PATH = '/admin/contests';
export const contestPath = (id: number | 'new') => `${CONTESTS_PATH}/${id}`;
export const contestStandingsPath = (id: number) => `${CONTESTS_PATH}/${id}/standings`;
