/**
 * phrase_tutor_turns (docs/TUTOR.md "Tutor provider"): the words of tutor turns the rule-based
 * tutor made, phrased by the configured chat endpoint (chat-phrasing.ts) and each checked by the
 * guard rails (phrasing-guards.ts) against the unit's item. Off when TUTOR_CHAT_URL is unset. Every
 * failure answers the turns' own texts: the caller never has to tell a failure from a refusal.
 * Correctness never passes through here: the session's answers are checked by sessions.service.ts.
 */
import { eq } from 'drizzle-orm';
import type { DataOf, ParsedBodyOf } from '../../../contract/api/define';
import type { phraseTutorTurns } from '../../../contract/api/tutor';
import type { AppContext } from '../../app-context';
import { tutorUnits } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import { failureThrottle } from '../../lib/failure-throttle';
import { phraseWithChat, type ChatEndpoint } from './chat-phrasing';
import { findItem, type CheckedItem } from './items';
import { checkPhrasing } from './phrasing-guards';

export type PhraseBody = ParsedBodyOf<typeof phraseTutorTurns>;
export type PhraseResult = DataOf<typeof phraseTutorTurns>;

/** Calls one user may make in a minute: a session step every two seconds, past anything a student does. */
export const PHRASINGS_PER_MINUTE = 30;

export interface TutorPhrasingService {
  /** Whether a chat endpoint is configured (the system configuration's tutor_phrasing). */
  readonly enabled: boolean;
  phrase(user: AuthUser, body: PhraseBody): Promise<PhraseResult>;
}

export function chatEndpointOf(config: AppContext['config']): ChatEndpoint | null {
  if (!config.TUTOR_CHAT_URL || !config.TUTOR_CHAT_MODEL) return null;
  return { url: config.TUTOR_CHAT_URL, key: config.TUTOR_CHAT_KEY, model: config.TUTOR_CHAT_MODEL, timeoutMs: config.TUTOR_CHAT_TIMEOUT_MS };
}

export function createTutorPhrasingService(ctx: AppContext, fetchImpl: typeof fetch = fetch): TutorPhrasingService {
  const endpoint = chatEndpointOf(ctx.config);
  const throttle = failureThrottle({ maxFailures: PHRASINGS_PER_MINUTE, windowMs: 60_000, lockMs: 60_000 });
  return {
    enabled: endpoint !== null,
    async phrase(user, body) {
      const originals = body.turns.map((turn) => ({ turn_id: turn.turn_id, text: turn.text }));
      if (!endpoint) return { status: 'off', turns: originals };
      const key = `tutor-phrase:user:${user.id}`;
      const now = ctx.now();
      if (await throttle.lockedUntil(ctx.db, key, now)) throw new AppError('RATE_LIMITED');
      await throttle.recordFailure(ctx.db, key, now);

      const [unit] = await ctx.db.select({ name: tutorUnits.name }).from(tutorUnits).where(eq(tutorUnits.id, body.curriculum_id));
      if (!unit) throw new AppError('NOT_FOUND', { text: 'No tutor unit has this id' }, 'curriculum_id');
      // Every item is the unit's, found before the endpoint is asked: its answer is what the guard
      // rails keep out of the words, and a made-up item costs no call.
      const items = new Map<string, CheckedItem>();
      for (const [i, turn] of body.turns.entries()) {
        if (turn.item_id === undefined || items.has(turn.item_id)) continue;
        const item = await findItem(ctx.db, body.curriculum_id, turn.item_id);
        if (!item) throw new AppError('NOT_FOUND', { text: 'This item is not one of the unit’s' }, `turns.${i}.item_id`);
        items.set(turn.item_id, item);
      }

      const phrased = await phraseWithChat(endpoint, { unitName: unit.name, language: body.language, turns: body.turns }, fetchImpl);
      if (!phrased) {
        ctx.log.warn({ action: 'phrase_tutor_turns' }, 'tutor phrasing unavailable: the tutor’s own words were kept');
        return { status: 'unavailable', turns: originals };
      }
      const turns = body.turns.map((turn, i) => {
        const text = (phrased[i] ?? '').trim();
        const item = turn.item_id === undefined ? null : (items.get(turn.item_id) ?? null);
        return { turn_id: turn.turn_id, text: checkPhrasing(turn, text, item) === 'ok' ? text : turn.text };
      });
      return { status: 'phrased', turns };
    },
  };
}
