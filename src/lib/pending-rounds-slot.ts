/**
 * Where a screen says how many rounds wait on this device to be scored (docs/ECONOMY.md, "Offline").
 * The component is the sync status feature's and comes with the header's sync chip after start-up
 * (features/sync-status/index.ts provides it here), so start-up carries none of it and the screens
 * that show coins, score or badges need not import that feature: its import() of the chip's chunk,
 * reached from a lazy screen, made the bundler split start-up's shared chunks. Until it is in
 * (start-up, or a screen's test) nothing shows.
 */
import type { ReactNode } from 'react';
import { createStore, useStore } from './store';

/**
 * header: beside the coins and score; profile: under them; badges: above the list; result: under a
 * scored round's totals (other rounds still waiting); saved: a round kept on this device, with the
 * server's last totals.
 */
export type PendingPlace = 'header' | 'profile' | 'badges' | 'result' | 'saved';

export interface PendingRoundsProps {
  readonly place: PendingPlace;
  /** Called when fewer rounds wait: the server scored (or refused) some, so what a screen shows may be behind. */
  readonly onScored?: () => void;
}

/** Renders the note (or the header's mark) for `props`; nothing while no round waits. */
export type RenderPendingRounds = (props: PendingRoundsProps) => ReactNode;

const slot = createStore<{ readonly render: RenderPendingRounds } | null>(null);
const nothing: RenderPendingRounds = () => null;

/** How to say the rounds waiting at a place; renders nothing until the sync status provided it. */
export function usePendingRounds(): RenderPendingRounds {
  return useStore(slot)?.render ?? nothing;
}

/** The sync status's (or a test's) way to say them; null takes it back. */
export function providePendingRounds(render: RenderPendingRounds | null): void {
  slot.set(render && { render });
}
