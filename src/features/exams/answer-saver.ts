/**
 * Saves the player's exam answers as they go (set_exam_module_answer), one question at a time in
 * order of change, the latest choice winning. A save that fails for want of a connection (or a busy
 * server) is tried again with a growing pause until it arrives: an answer is never silently lost.
 * The attempt closing on the server (EXAM_ATTEMPT_CLOSED) stops every save and is reported once.
 * Pure apart from the effects passed in, so tests drive it with a fake server and clock.
 */
import { isApiError } from '../../lib/request/api-error';

export type SaveState = 'saving' | 'saved' | 'retrying' | 'failed';

export interface SaverEffects {
  readonly send: (questionId: number, choice: number | null) => Promise<unknown>;
  readonly wait: (ms: number) => Promise<void>;
  /** Every change of any question's save state, and the choices not yet saved (to keep over a reload). */
  readonly onChange: (states: ReadonlyMap<number, SaveState>, unsaved: ReadonlyMap<number, number | null>) => void;
  readonly onClosed?: () => void;
}

const RETRY_MS = [1_000, 2_000, 4_000, 8_000];
const MAX_RETRY_MS = 10_000;

export function retryDelay(attempt: number): number {
  return RETRY_MS[attempt] ?? MAX_RETRY_MS;
}

/** Failures that pass: no connection, a timeout, a busy or failing server. */
export function isPassingFailure(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.code === 'NETWORK' || error.code === 'TIMEOUT' || error.code === 'HTTP' || error.code === 'RATE_LIMITED' || error.status >= 500;
}

export class AnswerSaver {
  private readonly wanted = new Map<number, number | null>();
  private readonly saved = new Map<number, number | null>();
  private readonly states = new Map<number, SaveState>();
  private queue: Promise<void> = Promise.resolve();
  private closed = false;
  private stopped = false;

  constructor(private readonly effects: SaverEffects) {}

  /** Records the player's choice for a question and queues its save. */
  set(questionId: number, choice: number | null): void {
    if (this.closed || this.stopped) return;
    this.wanted.set(questionId, choice);
    if (this.saved.has(questionId) && this.saved.get(questionId) === choice) {
      this.states.set(questionId, 'saved');
      this.changed();
      return;
    }
    this.states.set(questionId, 'saving');
    this.changed();
    this.queue = this.queue.then(() => this.save(questionId));
  }

  /** Marks answers the server already holds (a resumed attempt). */
  known(questionId: number, choice: number | null): void {
    this.saved.set(questionId, choice);
    this.wanted.set(questionId, choice);
    this.states.set(questionId, 'saved');
  }

  /** Choices the server does not have yet. */
  unsaved(): Map<number, number | null> {
    const out = new Map<number, number | null>();
    for (const [id, choice] of this.wanted) if (!this.saved.has(id) || this.saved.get(id) !== choice) out.set(id, choice);
    return out;
  }

  /** The server refused a save because the attempt is over (its deadline passed). */
  isClosed(): boolean {
    return this.closed;
  }

  /** Resolves when every queued save has arrived (or the attempt closed). */
  flushed(): Promise<void> {
    return this.queue;
  }

  /** No more saves (the attempt ended on this device, or its screen closed). */
  stop(): void {
    this.stopped = true;
  }

  /** Saves may run (again): the screen is showing the attempt. */
  start(): void {
    this.stopped = false;
  }

  private changed(): void {
    this.effects.onChange(new Map(this.states), this.unsaved());
  }

  private async save(questionId: number): Promise<void> {
    for (let attempt = 0; !this.closed && !this.stopped; attempt++) {
      const choice = this.wanted.get(questionId) ?? null;
      if (this.saved.has(questionId) && this.saved.get(questionId) === choice) return;
      try {
        await this.effects.send(questionId, choice);
        this.saved.set(questionId, choice);
        if ((this.wanted.get(questionId) ?? null) === choice) this.states.set(questionId, 'saved');
        this.changed();
      } catch (error) {
        if (isApiError(error) && error.code === 'EXAM_ATTEMPT_CLOSED') {
          this.closed = true;
          this.effects.onClosed?.();
          return;
        }
        if (!isPassingFailure(error)) {
          this.states.set(questionId, 'failed');
          this.changed();
          return;
        }
        this.states.set(questionId, 'retrying');
        this.changed();
        await this.effects.wait(retryDelay(attempt));
      }
    }
  }
}
