/**
 * Replay of 1,000 queued ops (issue 3 target: under 2 s end to end, at most 20 requests). The
 * device side is the app's own outbox code (src/offline: Dexie over fake-indexeddb, the flusher,
 * batches of 100); the server is the real one in its own process, production settings, embedded
 * PGlite. Ops are what a tablet collects offline: maths answers across many levels, plus a few
 * Quiz Zone answer sheets. Every op must come back applied, or the run fails.
 */
import 'fake-indexeddb/auto';
import type { Curriculum, MathsLevel } from '../contract/api/maths';
import type { OpKind } from '../contract/sync/op-kinds';
import { generateQuestion } from '../contract/maths/generate';
import { QuizhiveDb } from '../src/offline/db';
import { randomId } from '../src/offline/device';
import { flushOutbox } from '../src/offline/flusher';
import { enqueueWith } from '../src/offline/outbox';
import { median, post, startTarget, stopTarget, subscriberToken } from './targets';

export const REPLAY_OPS = 1_000;
const QUIZ_SHEETS = 20;
const RUNS = 3;

export interface ReplayRun {
  readonly ms: number;
  readonly requests: number;
  readonly applied: number;
  /** Time spent waiting for the server's answers; the rest is the device's own bookkeeping. */
  readonly serverMs: number;
}

export interface ReplayResult {
  readonly runs: readonly ReplayRun[];
  readonly medianMs: number;
}

interface Envelope<T> {
  readonly error: boolean;
  readonly message?: string;
  readonly data: T;
}

async function data<T>(port: number, action: string, body: unknown, token: string): Promise<T> {
  const res = (await post(port, `/api/${action}`, body, token)) as Envelope<T>;
  if (res.error) throw new Error(`${action} failed: ${res.message ?? 'unknown error'}`);
  return res.data;
}

/** The ops a device queued offline: `count` maths answers spread over every level, then quiz sheets. */
async function queueOps(db: QuizhiveDb, userId: string, port: number, token: string): Promise<void> {
  const curricula = await data<Curriculum[]>(port, 'get_maths_curricula', { question_type: 'maths' }, token);
  const curriculum = curricula[0];
  if (!curriculum) throw new Error('no maths curriculum seeded');
  const { units } = await data<{ units: { levels: MathsLevel[] }[] }>(port, 'get_unit_levels_by_category', { category: curriculum.id }, token);
  const levels = units.flatMap((u) => u.levels);
  const questions = await data<{ questions: { id: number }[] }>(port, 'get_questions_by_level', { category: 1, subcategory: 1, level: 1 }, token);

  const ops: { kind: OpKind; payload: unknown }[] = [];
  for (let i = 0; ops.length < REPLAY_OPS - QUIZ_SHEETS; i++) {
    const level = levels[i % levels.length] as MathsLevel;
    const n = (Math.floor(i / levels.length) % level.question_count) + 1;
    const q = generateQuestion(level.generator, `${level.level_key}:${n}`);
    // Mostly right, sometimes wrong, as a real practice session.
    const answer = i % 5 === 0 ? String(Number(q.answer) + 1) : q.answer;
    ops.push({ kind: 'maths_answer', payload: { curriculum_id: curriculum.id, level_key: level.level_key, question_id: q.id, answer } });
  }
  for (let i = 0; i < QUIZ_SHEETS; i++) {
    const answers = questions.questions.map((q, k) => ({ question_id: q.id, answer: (k + i) % 4, time_ms: 4_000 }));
    ops.push({ kind: 'quiz_zone_sheet', payload: { category: 1, subcategory: 1, level: 1, answers } });
  }
  for (const op of ops) await enqueueWith(userId, op.kind, op.payload, async () => {}, db);
}

async function run(port: number, token: string, userId: string): Promise<ReplayRun> {
  const db = new QuizhiveDb(`bench-replay-${randomId(6)}`);
  await queueOps(db, userId, port, token);
  let requests = 0;
  let serverMs = 0;
  const send = async (ops: unknown[]) => {
    requests += 1;
    const t0 = performance.now();
    const results = (await data<{ results: never[] }>(port, 'sync_ops', { ops }, token)).results;
    serverMs += performance.now() - t0;
    return results;
  };
  const started = performance.now();
  const outcome = await flushOutbox({ userId, send, db });
  const ms = performance.now() - started;
  const left = await db.outbox.count();
  db.close();
  if (outcome.done !== REPLAY_OPS || left !== 0) {
    throw new Error(`replay incomplete: ${outcome.done} done, ${outcome.rejected} rejected, ${left} left, ${JSON.stringify(outcome)}`);
  }
  return { ms, requests, applied: outcome.done, serverMs };
}

export async function measureReplay(): Promise<ReplayResult> {
  const target = await startTarget('real');
  try {
    const token = await subscriberToken(target.port);
    const user = await data<{ id: number }>(target.port, 'get_user_by_id', {}, token);
    const runs: ReplayRun[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await run(target.port, token, String(user.id)));
    return { runs, medianMs: median(runs.map((r) => r.ms)) };
  } finally {
    stopTarget(target);
  }
}
