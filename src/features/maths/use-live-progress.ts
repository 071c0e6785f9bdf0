/**
 * The practice screen's hooks on the device's progress, with Dexie out of its first render: the
 * progress starts from the quick read the screen made with its content (practice-data.ts), and the
 * live query that follows every change, like the pull of the server's progress, loads the offline
 * engine with import() once the screen is up. The curriculum screen keeps use-local-progress.ts.
 */
import { useEffect, useState } from 'react';
import type { LocalCurriculumProgress } from '../../offline/maths-summary';
import { useSession } from '../../lib/session/session-store';

/** The signed-in user's id as the offline store keys it, or null. */
export function useUserId(): string | null {
  const id = useSession().user?.id;
  return id === undefined ? null : String(id);
}

/** When the server just answered for the curriculum, its progress is within reach: merge it into the device's. */
export function usePullWhenServerAnswered(userId: string | null, curriculumId: number | null, serverAnswered: boolean): void {
  useEffect(() => {
    if (!serverAnswered || userId === null || curriculumId === null) return;
    // A screen left before the engine's chunk came pulls nothing (it read the connectivity of a
    // moment that has passed; a test saw that pull land in the next one's).
    let left = false;
    import('../../offline/maths-progress')
      .then(({ pullMathsProgress }) => (left ? undefined : pullMathsProgress(userId, curriculumId)))
      .catch((error: unknown) => console.warn('maths progress could not be pulled', error));
    return () => {
      left = true;
    };
  }, [serverAnswered, userId, curriculumId]);
}

interface Followed {
  readonly key: string;
  readonly progress?: LocalCurriculumProgress;
  readonly error?: unknown;
}

/**
 * `initial` (read just before; undefined when it could not be) until the live query has its first
 * answer, then live, so an answer or a pull shows at once. A failing live query throws into the
 * render, as dexie-react-hooks' useLiveQuery does.
 */
export function useLiveProgress(userId: string, curriculumId: number, initial: LocalCurriculumProgress | undefined): LocalCurriculumProgress | undefined {
  const key = `${userId}:${curriculumId}`;
  const [followed, setFollowed] = useState<Followed | null>(null);
  useEffect(() => {
    let stop: (() => void) | null = null;
    let stopped = false;
    import('../../offline/maths-progress')
      .then(({ watchMathsProgress }) => {
        if (stopped) return;
        stop = watchMathsProgress(
          userId,
          curriculumId,
          (progress) => setFollowed({ key, progress }),
          (error: unknown) => setFollowed({ key, error }),
        );
      })
      .catch((error: unknown) => !stopped && setFollowed({ key, error }));
    return () => {
      stopped = true;
      stop?.();
    };
  }, [key, userId, curriculumId]);
  const current = followed?.key === key ? followed : null;
  if (current?.error !== undefined) throw current.error;
  return current?.progress ?? initial;
}
