/** The signed-in user's progress in a curriculum as this device holds it, following every change. */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { useSession } from '../../lib/session/session-store';
import { pullMathsProgress, readMathsProgress, type LocalCurriculumProgress } from '../../offline/maths-progress';

/** The signed-in user's id as the offline store keys it, or null. */
export function useUserId(): string | null {
  const id = useSession().user?.id;
  return id === undefined ? null : String(id);
}

/** Undefined until the first read; then live, so an answer or a pull shows at once. */
export function useLocalProgress(userId: string | null, curriculumId: number | null): LocalCurriculumProgress | undefined {
  return useLiveQuery(
    () => (userId !== null && curriculumId !== null ? readMathsProgress(userId, curriculumId) : undefined),
    [userId, curriculumId],
  );
}

/** When the server just answered for the curriculum, its progress is within reach: merge it into the device's. */
export function usePullWhenServerAnswered(userId: string | null, curriculumId: number | null, serverAnswered: boolean): void {
  useEffect(() => {
    if (serverAnswered && userId !== null && curriculumId !== null) void pullMathsProgress(userId, curriculumId);
  }, [serverAnswered, userId, curriculumId]);
}
