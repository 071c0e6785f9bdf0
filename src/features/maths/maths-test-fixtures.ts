/** Test data for the maths screens: a small Year 3 curriculum, and storing it as a downloaded pack. */
import type { MathsLevel } from '../../../contract/api/maths';
import type { MathsPackContent } from '../../../contract/api/packs';
import { PACK_FORMAT } from '../../../contract/offline/pack-format';
import { packIds } from '../../../contract/offline/pack-ids';
import { getOfflineDb } from '../../offline/db';

/** Level `n` of the addition unit, three questions, nothing played; only level 1 is open. */
export const mathsLevel = (n: number, id: number): MathsLevel => ({
  id,
  level: n,
  level_key: `y3-add-${n}`,
  question_count: 3,
  generator: { kind: 'addition', a: [10, 99], b: [10, 99] },
  progress: { attempted: 0, correct: 0, total: 3, status: 'not_started' },
  unlocked: n === 1,
});

/** Year 3 (curriculum 3) with one unit (5, addition) of two levels (ids 51, 52). */
export const year3Content = {
  curriculum: { id: 3, slug: 'year-3-maths', name: 'Year 3 Maths', subject: 'maths' as const, no_of_units: 1, no_of_levels: 2 },
  units: [{ id: 5, slug: 'addition', name: 'Addition', levels: [mathsLevel(1, 51), mathsLevel(2, 52)] }],
} satisfies MathsPackContent;

/** Stores `content` as this device's download of its curriculum, under today's pack format. */
export async function storeMathsPack(content: MathsPackContent): Promise<void> {
  await getOfflineDb().packs.put({
    id: packIds.mathsCurriculum(content.curriculum.id),
    kind: 'maths',
    title: content.curriculum.name,
    format: PACK_FORMAT,
    group: 'Maths',
    version: 'v1',
    bytes: 1000,
    downloadedAt: Date.now(),
    content,
    mediaUrls: [],
  });
}
