/**
 * The one way the mode screens show the player (src/features/solo/play, built beside these
 * screens): its chunk loads only when a round is about to start, so the mode lists stay small and
 * KaTeX, audio and the letter tiles never load with them.
 */
import { lazy, Suspense } from 'react';
import type { SoloPlayProps } from '../play/solo-request';
import { Loading } from '../../../ui/LoadState';

const SoloPlay = lazy(() => import('../play').then((m) => ({ default: m.SoloPlay })));

export function PlayRoute(props: SoloPlayProps) {
  return (
    <Suspense fallback={<Loading />}>
      <SoloPlay {...props} />
    </Suspense>
  );
}
