/**
 * How a tutor session's progress merges, on the device and on the server alike (docs/TUTOR.md
 * "Sessions"). A session is a join-semilattice, as a maths question's record is
 * (contract/sync/maths-merge.ts), so replicas that saw the same writes agree whatever order,
 * grouping or repetition the writes came in:
 * - current_stage comes from the write with the greatest (seq, device_id) stamp (a tie, which one
 *   device never makes, goes to the later stage);
 * - the transcript is the union of the turns by turn_id. A turn's place is the smallest
 *   (seq, device_id, index in its write) of the writes that carried it: the first time it was sent,
 *   so a device resending all its turns never moves the old ones. The transcript is ordered by
 *   those places (then by turn_id). Wall clocks are never used.
 */
import type { TutorTurn } from '../api/tutor';
import { compareStamps, type ProgressStamp } from '../sync/maths-merge';
import { TUTOR_STAGES, type TutorStage } from './mastery-rules';

/** A turn with the place of the first write that carried it. */
export interface PlacedTurn {
  readonly turn: TutorTurn;
  readonly seq: number;
  readonly device_id: string;
  readonly index: number;
}

export interface SessionState {
  readonly current_stage: TutorStage;
  /** The stamp of the write that set current_stage. */
  readonly last_seq: number;
  readonly last_device_id: string;
  readonly turns: Readonly<Record<string, PlacedTurn>>;
}

/** Nothing known yet: the identity of merge (seq 0 is below every real stamp). */
export const EMPTY_SESSION: SessionState = { current_stage: 'explain', last_seq: 0, last_device_id: '', turns: {} };

/** Orders places by (seq, device_id, index); two copies of one turn at one place by their content, so the choice is fixed. */
export function comparePlaces(a: PlacedTurn, b: PlacedTurn): number {
  const byStamp = compareStamps(a, b);
  if (byStamp !== 0) return byStamp;
  if (a.index !== b.index) return a.index < b.index ? -1 : 1;
  const ja = JSON.stringify(a.turn);
  const jb = JSON.stringify(b.turn);
  return ja === jb ? 0 : ja < jb ? -1 : 1;
}

const firstPlaced = (a: PlacedTurn, b: PlacedTurn) => (comparePlaces(a, b) <= 0 ? a : b);

/** The state one update writes: its stage and its turns, stamped with the write's stamp. */
export function sessionWrite(stage: TutorStage, turns: readonly TutorTurn[], stamp: ProgressStamp): SessionState {
  const placed = new Map<string, PlacedTurn>();
  turns.forEach((turn, index) => {
    const here: PlacedTurn = { turn, seq: stamp.seq, device_id: stamp.device_id, index };
    const before = placed.get(turn.turn_id);
    placed.set(turn.turn_id, before ? firstPlaced(before, here) : here);
  });
  return { current_stage: stage, last_seq: stamp.seq, last_device_id: stamp.device_id, turns: Object.fromEntries(placed) };
}

export function mergeSessions(a: SessionState, b: SessionState): SessionState {
  const order = compareStamps({ seq: a.last_seq, device_id: a.last_device_id }, { seq: b.last_seq, device_id: b.last_device_id });
  const winner = order > 0 || (order === 0 && TUTOR_STAGES.indexOf(a.current_stage) >= TUTOR_STAGES.indexOf(b.current_stage)) ? a : b;
  // A Map and fromEntries rather than indexing objects: a turn_id is data, never a prototype property.
  const turns = new Map(Object.entries(a.turns));
  for (const [id, turn] of Object.entries(b.turns)) {
    const before = turns.get(id);
    turns.set(id, before ? firstPlaced(before, turn) : turn);
  }
  return { current_stage: winner.current_stage, last_seq: winner.last_seq, last_device_id: winner.last_device_id, turns: Object.fromEntries(turns) };
}

/** The transcript in the order the devices made the turns. */
export function transcriptOf(state: SessionState): TutorTurn[] {
  return Object.values(state.turns)
    .sort((a, b) => comparePlaces(a, b) || (a.turn.turn_id < b.turn.turn_id ? -1 : a.turn.turn_id > b.turn.turn_id ? 1 : 0))
    .map((p) => p.turn);
}
