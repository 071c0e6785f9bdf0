/**
 * The student's assessment results as last read, kept on the device (a `meta` row per user), so the
 * progress report shows them offline. get_user_assessment_results is not a cached read of the
 * service worker: its table sits in the start-up code, where the play route's budget has no room,
 * and a copy kept here costs only the tutor area's chunk.
 */
import { z } from 'zod';
import { AssessmentResultSchema, type AssessmentResult } from '../../../../contract/api/tutor';
import { getOfflineDb } from '../../../offline/db';

const resultsKey = (userId: string) => `tutorResults:${userId}`;

const StoredResultsSchema = z.object({ stored_at: z.string(), results: z.array(AssessmentResultSchema) });

/** Keeps the full history (newest first, as the server lists it); a failed write only loses the offline copy. */
export async function storeResults(userId: string, results: readonly AssessmentResult[], now = new Date()): Promise<void> {
  await getOfflineDb()
    .meta.put({ key: resultsKey(userId), value: { stored_at: now.toISOString(), results } })
    .catch(() => undefined);
}

/** The kept history and when it was kept, or null when this device has none (or a copy it cannot read). */
export async function readStoredResults(userId: string): Promise<{ readonly results: AssessmentResult[]; readonly storedAt: Date } | null> {
  const parsed = StoredResultsSchema.safeParse((await getOfflineDb().meta.get(resultsKey(userId)))?.value);
  return parsed.success ? { results: parsed.data.results, storedAt: new Date(parsed.data.stored_at) } : null;
}
