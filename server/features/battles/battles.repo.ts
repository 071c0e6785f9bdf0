/**
 * The battles' reads and writes (server/db/schema/battles.ts). A room's row is the lock every
 * change of the room takes first (lockRoom, lockRoomByCode, lockWaitingMatch, lockPlay), so an
 * answer, a job and a leave of one room happen one after another on every instance. Each of them
 * takes it by adding one to the row's lock_count (an UPDATE locks the row as FOR UPDATE does),
 * which lets lockPlay tell whether its one-statement read saw every change before its own.
 */
import { and, asc, desc, eq, gt, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { SNAPSHOT_CHAT_MESSAGES } from '../../../contract/api/battles';
import type { DbOrTx } from '../../db/client';
import { rowFromJson, rowsFromJson } from '../../db/json-rows';
import { battleAnswers, battleChat, battlePlayers, battleQuestions, battleRooms, battleStatistics, categories, questions, users, type BattlePlayerRow, type BattleRoomRow } from '../../db/schema';
import { preparedRows } from '../../db/raw-rows';

export type { BattlePlayerRow, BattleRoomRow };
export type NewRoom = typeof battleRooms.$inferInsert;

/** Counts a taking of the room's lock (the header says why). */
const countLock = { lockCount: sql`${battleRooms.lockCount} + 1` };

export async function lockRoom(db: DbOrTx, roomId: number): Promise<BattleRoomRow | undefined> {
  const [row] = await db.update(battleRooms).set(countLock).where(eq(battleRooms.id, roomId)).returning();
  return row;
}

export async function roomById(db: DbOrTx, roomId: number): Promise<BattleRoomRow | undefined> {
  const [row] = await db.select().from(battleRooms).where(eq(battleRooms.id, roomId));
  return row;
}

export async function roomByMatch(db: DbOrTx, matchId: string): Promise<BattleRoomRow | undefined> {
  const [row] = await db.select().from(battleRooms).where(eq(battleRooms.matchId, matchId));
  return row;
}

/** A living group room by its code (codes are unique among living rooms). */
export async function lockRoomByCode(db: DbOrTx, code: string): Promise<BattleRoomRow | undefined> {
  const [row] = await db
    .update(battleRooms)
    .set(countLock)
    .where(and(eq(battleRooms.code, code), inArray(battleRooms.status, ['waiting', 'playing'])))
    .returning();
  return row;
}

/** Inserts a room; undefined when its match id or code is taken by a living room (the caller draws again). */
export async function insertRoom(db: DbOrTx, room: NewRoom): Promise<BattleRoomRow | undefined> {
  const [row] = await db.insert(battleRooms).values(room).onConflictDoNothing().returning();
  return row;
}

export async function updateRoom(db: DbOrTx, roomId: number, set: Partial<NewRoom>): Promise<void> {
  await db.update(battleRooms).set(set).where(eq(battleRooms.id, roomId));
}

/**
 * The oldest 1 v 1 of this language and category still waiting for an opponent, locked; rooms
 * another finder holds are skipped rather than waited for.
 */
export async function lockWaitingMatch(db: DbOrTx, languageId: number, categoryId: number | null, now: Date): Promise<BattleRoomRow | undefined> {
  const oldest = db
    .select({ id: battleRooms.id })
    .from(battleRooms)
    .where(
      and(
        eq(battleRooms.status, 'waiting'),
        eq(battleRooms.roomType, 'random'),
        eq(battleRooms.languageId, languageId),
        categoryId === null ? isNull(battleRooms.categoryId) : eq(battleRooms.categoryId, categoryId),
        gt(battleRooms.waitUntil, now),
      ),
    )
    .orderBy(asc(battleRooms.createdAt), asc(battleRooms.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db.update(battleRooms).set(countLock).where(eq(battleRooms.id, oldest)).returning();
  return row;
}

export async function playersOf(db: DbOrTx, roomId: number): Promise<BattlePlayerRow[]> {
  return db.select().from(battlePlayers).where(eq(battlePlayers.roomId, roomId)).orderBy(asc(battlePlayers.seat));
}

export async function insertPlayer(db: DbOrTx, player: typeof battlePlayers.$inferInsert): Promise<void> {
  await db.insert(battlePlayers).values(player);
}

/** Every seat's outcome and coins at the end, in one statement. */
export async function setOutcomes(db: DbOrTx, roomId: number, seats: readonly { readonly seat: number; readonly outcome: NonNullable<BattlePlayerRow['outcome']>; readonly coins: number }[]): Promise<void> {
  if (seats.length === 0) return;
  const values = sql.join(
    seats.map((s) => sql`(${s.seat}::smallint, ${s.outcome}::varchar, ${s.coins}::integer)`),
    sql`, `,
  );
  await db.execute(sql`
    update battle_players p set outcome = v.outcome, coins = v.coins
    from (values ${values}) as v (seat, outcome, coins)
    where p.room_id = ${roomId} and p.seat = v.seat`);
}

export async function updatePlayer(db: DbOrTx, roomId: number, seat: number, set: Partial<typeof battlePlayers.$inferInsert>): Promise<void> {
  await db
    .update(battlePlayers)
    .set(set)
    .where(and(eq(battlePlayers.roomId, roomId), eq(battlePlayers.seat, seat)));
}

export async function deletePlayer(db: DbOrTx, roomId: number, seat: number): Promise<void> {
  await db.delete(battlePlayers).where(and(eq(battlePlayers.roomId, roomId), eq(battlePlayers.seat, seat)));
}

/** The waiting or playing rooms the user still has a seat in (not left). */
export async function livingRoomsOf(db: DbOrTx, userId: number): Promise<{ room: BattleRoomRow; seat: number }[]> {
  const rows = await db
    .select({ room: battleRooms, seat: battlePlayers.seat })
    .from(battlePlayers)
    .innerJoin(battleRooms, eq(battleRooms.id, battlePlayers.roomId))
    .where(and(eq(battlePlayers.userId, userId), isNull(battlePlayers.leftAt), inArray(battleRooms.status, ['waiting', 'playing'])))
    .orderBy(asc(battleRooms.id));
  return rows;
}

export async function userCard(db: DbOrTx, userId: number): Promise<{ name: string; image: string | null; role: 'player' | 'admin' }> {
  const [row] = await db.select({ name: users.name, image: users.profile, role: users.role }).from(users).where(eq(users.id, userId));
  if (!row) throw new Error(`no user ${userId}`);
  return { name: row.name.slice(0, 80), image: row.image && row.image.length <= 300 ? row.image : null, role: row.role };
}

/**
 * Draws the room's questions at random: active Quiz Zone questions with four options and an
 * answer among them, no sound, of the language (and category); false when there are too few.
 */
export async function drawQuestions(db: DbOrTx, roomId: number, languageId: number, categoryId: number | null, count: number): Promise<boolean> {
  const picked = await db
    .select({ id: questions.id })
    .from(questions)
    .innerJoin(categories, eq(categories.id, questions.categoryId))
    .where(
      and(
        eq(questions.languageId, languageId),
        eq(questions.active, true),
        eq(categories.active, true),
        eq(categories.type, 'quiz_zone'),
        isNull(questions.audioUrl),
        isNull(questions.passageId),
        sql`jsonb_array_length(${questions.options}) = 4`,
        sql`${questions.answer} between 0 and 3`,
        categoryId === null ? undefined : eq(questions.categoryId, categoryId),
      ),
    )
    .orderBy(sql`random()`)
    .limit(count);
  if (picked.length < count) return false;
  await db.delete(battleQuestions).where(eq(battleQuestions.roomId, roomId));
  await db.insert(battleQuestions).values(picked.map((q, idx) => ({ roomId, idx, questionId: q.id })));
  return true;
}

export type QuestionRow = typeof questions.$inferSelect;

/** The room's questions up to and including `upto`, in order (with their answers: the caller decides what shows). */
export async function questionsUpTo(db: DbOrTx, roomId: number, upto: number): Promise<(QuestionRow & { idx: number })[]> {
  if (upto < 0) return [];
  const rows = await db
    .select({ q: questions, idx: battleQuestions.idx })
    .from(battleQuestions)
    .innerJoin(questions, eq(questions.id, battleQuestions.questionId))
    .where(and(eq(battleQuestions.roomId, roomId), lt(battleQuestions.idx, upto + 1)))
    .orderBy(asc(battleQuestions.idx));
  return rows.map((row) => ({ ...row.q, idx: row.idx }));
}

export type AnswerRow = typeof battleAnswers.$inferSelect;

export async function answersOf(db: DbOrTx, roomId: number, idx?: number): Promise<AnswerRow[]> {
  return db
    .select()
    .from(battleAnswers)
    .where(and(eq(battleAnswers.roomId, roomId), idx === undefined ? undefined : eq(battleAnswers.idx, idx)))
    .orderBy(asc(battleAnswers.idx), asc(battleAnswers.seat));
}

/** This transaction commits as the database's configuration says again (after lockPlay relaxed it): it moves coins. */
export async function commitDurably(db: DbOrTx): Promise<void> {
  await db.execute(sql`set local synchronous_commit to default`);
}

/**
 * Adds question `idx`'s answers to their seats' points, correct counts and time (correct answers'
 * milliseconds), in one statement: each seat has at most one answer per question (the primary key).
 * Returns the room's seats as they are after it, by seat, from the same round trip.
 */
export async function addAnswersToSeats(db: DbOrTx, roomId: number, idx: number, closedAt?: Date): Promise<BattlePlayerRow[]> {
  // With `closedAt`, the room's question is marked closed by the same statement (a close's round trip fewer).
  const rows = await preparedRows<{ players: unknown }>(db, sql`
    with ${closedAt ? sql`closed as (update battle_rooms set closed_at = ${closedAt} where id = ${roomId}),` : sql``} added as (
      update battle_players p set
        points = p.points + a.points,
        correct = p.correct + (case when a.correct then 1 else 0 end),
        total_ms = p.total_ms + (case when a.correct then a.ms else 0 end)
      from battle_answers a
      where p.room_id = ${roomId} and a.room_id = ${roomId} and a.idx = ${idx} and a.seat = p.seat
      returning p.*
    )
    select jsonb_agg(to_jsonb(s) order by s.seat) as players from (
      select * from added
      union all
      select * from battle_players p where p.room_id = ${roomId} and p.seat not in (select seat from added)
    ) s`);
  return rowsFromJson(battlePlayers, rows[0]?.players);
}

/**
 * One answer; false when the seat had answered this question already (the primary key refuses a
 * double tap's second). Raw SQL: the answer path's busiest statement, without the builder's work.
 */
export async function insertAnswer(db: DbOrTx, answer: AnswerRow): Promise<boolean> {
  const rows = await preparedRows<unknown>(db, sql`
    insert into battle_answers (room_id, idx, seat, choice, correct, points, ms, answered_at)
    values (${answer.roomId}, ${answer.idx}, ${answer.seat}, ${answer.choice}, ${answer.correct}, ${answer.points}, ${answer.ms}, ${answer.answeredAt})
    on conflict do nothing
    returning seat`);
  return rows.length === 1;
}

/**
 * A room's play as one locked read: the room's row (locked for the transaction, as lockRoom), its
 * seats, the question at its current index and that question's answers so far. The hot paths (an
 * answer, the close, a question's sending, the bot) read this in one round trip instead of four.
 * Answers are written only under the room's lock, so `answers` stays true for the transaction.
 */
export interface LockedPlay {
  readonly room: BattleRoomRow;
  readonly players: readonly BattlePlayerRow[];
  /** The question at the room's current index (or the one asked for); undefined before the first is sent. */
  readonly question: QuestionRow | undefined;
  /** That question's answers, by seat. */
  readonly answers: readonly AnswerRow[];
}

/** The seats, question and answers of a play, as JSON (a statement's snapshot of them). */
const playParts = (room: SQL, index: SQL) => sql`
  (select jsonb_agg(to_jsonb(p) order by p.seat) from battle_players p where p.room_id = ${room}) as players,
  (select to_jsonb(q) from battle_questions bq join questions q on q.id = bq.question_id where bq.room_id = ${room} and bq.idx = ${index}) as question,
  (select jsonb_agg(to_jsonb(a) order by a.seat) from battle_answers a where a.room_id = ${room} and a.idx = ${index}) as answers`;

interface PlayPartsRow {
  readonly players: unknown;
  readonly question: unknown;
  readonly answers: unknown;
}

/**
 * The play of `roomId`, locked (see LockedPlay). `idx`: the question to bring, with its answers,
 * when it is not the current one (the next, for its sending).
 *
 * One statement takes the lock and reads, so its reads are of the snapshot it started with: when
 * it had to wait for the lock (an answer of the same room committing meanwhile), they miss what
 * that transaction wrote. The room's own row comes back as it is after the wait (PostgreSQL reads
 * a row again when it locks it), and its lock_count tells: one more than the snapshot's own count
 * means no other lock was taken in between; anything else, and the seats, question and answers are
 * read again, in a second statement that sees every commit before it.
 *
 * The same statement lets the transaction commit without waiting for its WAL flush
 * (synchronous_commit off, for this transaction only). A play's commit holds the room's lock until
 * it returns, and a slow flush of the disk held every answer of every room behind it (PostgreSQL's
 * log showed commits of 100 to 300 ms finishing at the same instant, bench/battles.ts). What a
 * database crash could lose is the last fraction of a second of answers, sends and closes, all
 * together, and the jobs that made them run again; nothing that moves coins: finish and a seat's
 * refund call commitDurably before they do.
 */
export async function lockPlay(db: DbOrTx, roomId: number, idx?: number): Promise<LockedPlay | undefined> {
  const index = idx === undefined ? sql`r.current_index` : sql`${idx}`;
  const rows = await preparedRows<PlayPartsRow & { room: unknown; seen_lock_count: number }>(db, sql`
    with r as (update battle_rooms set lock_count = lock_count + 1 where id = ${roomId} returning *)
    select set_config('synchronous_commit', 'off', true), to_jsonb(r) as room,
      (select s.lock_count from battle_rooms s where s.id = r.id) as seen_lock_count,
      ${playParts(sql`r.id`, index)}
    from r`);
  const row = rows[0];
  if (!row) return undefined;
  const room = rowFromJson(battleRooms, row.room);
  let parts: PlayPartsRow = row;
  if (room.lockCount !== row.seen_lock_count + 1) {
    const again = await preparedRows<PlayPartsRow>(db, sql`select ${playParts(sql`${roomId}`, idx === undefined ? sql`${room.currentIndex}` : sql`${idx}`)}`);
    parts = again[0] ?? row;
  }
  return playOf(room, parts);
}

/** A play from its room and the JSON parts read with it (playParts). */
function playOf(room: BattleRoomRow, parts: PlayPartsRow): LockedPlay {
  return {
    room,
    players: rowsFromJson(battlePlayers, parts.players),
    question: parts.question === null ? undefined : rowFromJson(questions, parts.question),
    answers: rowsFromJson(battleAnswers, parts.answers),
  };
}

/** A room's play as one read without its lock (the seats, the current question and its answers), for what a lock would only slow. */
export async function readPlay(db: DbOrTx, roomId: number): Promise<LockedPlay | undefined> {
  const rows = await preparedRows<PlayPartsRow & { room: unknown }>(db, sql`select to_jsonb(r) as room, ${playParts(sql`r.id`, sql`r.current_index`)} from battle_rooms r where r.id = ${roomId}`);
  const row = rows[0];
  return row ? playOf(rowFromJson(battleRooms, row.room), row) : undefined;
}

/**
 * An answer scored against a copy of its question kept since an earlier read (quick-answer.ts),
 * written in one statement that is its own transaction: it takes the room's lock as lockPlay does,
 * and inserts only when the copy still holds and nothing came between this statement's snapshot and
 * its lock: the room is still on question `answer.idx` as sent at `sentAt` and not closed, the
 * room's lock_count shows no other lock taken meanwhile (so the seats and answers read here are
 * the latest), and the seat is still `userId`'s and not left. Returns the room's seats and the
 * question's answers (this one among them) as they are after it, or undefined when it wrote nothing
 * (anything else: a closed or other question, a lock taken meanwhile, a second answer), which the
 * caller takes through the whole transaction instead (battles.service.ts). Commits without waiting
 * for its WAL flush, as a locked play does (lockPlay says why).
 */
export async function insertAnswerIfOpen(db: DbOrTx, answer: AnswerRow, userId: number, sentAt: Date): Promise<{ players: BattlePlayerRow[]; answers: AnswerRow[] } | undefined> {
  const rows = await preparedRows<{ players: unknown; answers: unknown }>(db, sql`
    with r as (
      update battle_rooms set lock_count = lock_count + 1
      where id = ${answer.roomId} and status = 'playing' and current_index = ${answer.idx} and sent_at = ${sentAt} and closed_at is null
      returning id, lock_count
    ), fresh as (
      select r.id from r where r.lock_count = (select s.lock_count from battle_rooms s where s.id = r.id) + 1
    ), added as (
      insert into battle_answers (room_id, idx, seat, choice, correct, points, ms, answered_at)
      select fresh.id, ${answer.idx}, p.seat, ${answer.choice}, ${answer.correct}, ${answer.points}, ${answer.ms}, ${answer.answeredAt}
      from fresh join battle_players p on p.room_id = fresh.id and p.seat = ${answer.seat} and p.user_id = ${userId} and p.left_at is null
      on conflict do nothing
      returning seat
    )
    select set_config('synchronous_commit', 'off', true),
      (select jsonb_agg(to_jsonb(p) order by p.seat) from battle_players p where p.room_id = ${answer.roomId}) as players,
      (select jsonb_agg(to_jsonb(a) order by a.seat) from battle_answers a where a.room_id = ${answer.roomId} and a.idx = ${answer.idx}) as answers
    from added`);
  const row = rows[0];
  if (!row) return undefined;
  // The statement's reads are of its snapshot, from before its own insert.
  const answers = [...rowsFromJson(battleAnswers, row.answers), answer].sort((a, b) => a.seat - b.seat);
  return { players: rowsFromJson(battlePlayers, row.players), answers };
}

export async function categoryName(db: DbOrTx, categoryId: number | null): Promise<string | null> {
  if (categoryId === null) return null;
  const [row] = await db.select({ name: categories.name }).from(categories).where(eq(categories.id, categoryId));
  return row?.name ?? null;
}

/** Whether a category can hold a battle: an active Quiz Zone category of the language. */
export async function battleCategory(db: DbOrTx, categoryId: number, languageId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, categoryId), eq(categories.languageId, languageId), eq(categories.type, 'quiz_zone'), eq(categories.active, true)));
  return row !== undefined;
}

export type ChatRow = typeof battleChat.$inferSelect;

/** The room's newest chat messages, oldest first. */
export async function recentChat(db: DbOrTx, roomId: number): Promise<ChatRow[]> {
  const rows = await db.select().from(battleChat).where(eq(battleChat.roomId, roomId)).orderBy(desc(battleChat.id)).limit(SNAPSHOT_CHAT_MESSAGES);
  return rows.reverse();
}

export async function deleteChat(db: DbOrTx, roomId: number): Promise<void> {
  await db.delete(battleChat).where(eq(battleChat.roomId, roomId));
}

/** The spec's statistics row of a finished 1 v 1 (once per match). */
export async function insertStatistics(db: DbOrTx, row: typeof battleStatistics.$inferInsert): Promise<void> {
  await db.insert(battleStatistics).values(row).onConflictDoNothing();
}
