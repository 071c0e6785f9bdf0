/** A contest by id from get_contest's three lists, with the list it is in. */
import type { Contest } from '../../../contract/api/contests';
import { contestsApi } from './contests.api';

export async function findContest(id: number, signal: AbortSignal): Promise<Contest | null> {
  const lists = await contestsApi.contests(signal, () => undefined);
  return [...lists.live, ...lists.upcoming, ...lists.past].find((contest) => contest.id === id) ?? null;
}
