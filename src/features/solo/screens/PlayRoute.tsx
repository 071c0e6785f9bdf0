/**
 * The one way the mode screens show the player (src/features/solo/play): SoloPlay is a lazy screen
 * whose chunk, with its words, loads only when a round is about to start, so the mode lists stay
 * small and KaTeX, audio and the letter tiles never load with them.
 */
import { Suspense } from 'react';
import { SoloPlay, type SoloPlayProps } from '../play';
import { Loading } from '../../../ui/LoadState';

export function PlayRoute(props: SoloPlayProps) {
  return (
    <Suspense fallback={<Loading />}>
      <SoloPlay {...props} />
    </Suspense>
  );
}
