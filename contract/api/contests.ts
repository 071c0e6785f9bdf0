/**
 * Contests (spec sections 1, 3, 4, 7 and 8; issue 15): upcoming, live and past, an entry fee
 * spent through the economy, one play per player, and prizes in coins for the top ranks paid by a
 * job exactly once when the contest ends. The server is the only authority: questions never carry
 * answers before the end, each answer is scored when it arrives and only within the contest's
 * window, and set_contest_leaderboard keeps the spec's fields (contest_id, questions_attended,
 * correct_answers, score) while the server's own counts decide. docs/EXAMS-AND-CONTESTS.md.
 */
import { z } from 'zod';
import { IdSchema, LanguageIdSchema, PagingSchema, TextSchema } from './common';
import { defineAction } from './define';
import { QuestionImageFields } from './quiz';

/** Score for each correct contest answer; ties in score are broken by the shorter time taken. */
export const CONTEST_POINTS_PER_CORRECT = 10;
/** A contest pays prizes to at most this many ranks. */
export const MAX_PRIZE_RANKS = 20;

/** Coins for each rank from 1 (rank 1 first). Players sharing a rank each get that rank's prize. */
export const PrizesSchema = z
  .array(z.object({ rank: z.number().int().min(1).max(MAX_PRIZE_RANKS), coins: z.number().int().min(1).max(1_000_000) }))
  .max(MAX_PRIZE_RANKS)
  .refine((prizes) => prizes.every((p, i) => p.rank === i + 1), { error: 'prizes must list ranks 1, 2, 3 ... in order, without gaps' });
export type Prizes = z.infer<typeof PrizesSchema>;

export const ContestStatusSchema = z.enum(['upcoming', 'live', 'past']);
export type ContestStatus = z.infer<typeof ContestStatusSchema>;

export const ContestSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image_url: z.string().nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  status: ContestStatusSchema,
  /** Coins taken once when the player starts it. */
  entry_fee: z.number().int(),
  prizes: PrizesSchema,
  participants: z.number().int(),
  no_of_questions: z.number().int(),
  /** The caller's part in it: null when they have not entered. */
  entry: z
    .object({
      finished: z.boolean(),
      score: z.number().int(),
      /** Final once the contest has been ranked after its end; null before. */
      rank: z.number().int().nullable(),
      prize_coins: z.number().int(),
    })
    .nullable(),
  /** Whether the end-of-contest job has ranked it and paid its prizes. */
  ranked: z.boolean(),
});
export type Contest = z.infer<typeof ContestSchema>;

export const getContest = defineAction({
  name: 'get_contest',
  auth: 'subscriber',
  body: z.object({ language_id: LanguageIdSchema }),
  data: z.object({ upcoming: z.array(ContestSchema), live: z.array(ContestSchema), past: z.array(ContestSchema) }),
});

export const ContestQuestionSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  options: z.array(z.string()).min(2).max(4),
  ...QuestionImageFields,
  math: z.boolean().optional(),
});
export type ContestQuestion = z.infer<typeof ContestQuestionSchema>;

/**
 * Enters a live contest (the entry fee spent once, through the economy's spend path: "You Don't have
 * enough coins") and returns its questions without answers. An entry not yet finished resumes with
 * the answers given so far and no second fee; a finished one is ALREADY_PLAYED ('You have Already
 * Played'); outside the window it is CONTEST_NOT_LIVE.
 */
export const getQuestionsByContest = defineAction({
  name: 'get_questions_by_contest',
  auth: 'subscriber',
  body: z.object({ contest_id: IdSchema }),
  data: z.object({
    contest_id: z.number().int(),
    ends_at: z.string(),
    server_now: z.string(),
    questions: z.array(ContestQuestionSchema),
    answered: z.array(z.number().int()),
    /** Coins this call took: the fee on entry, 0 when resuming. */
    charged: z.number().int(),
    coins: z.number().int(),
  }),
});

/**
 * One answer, scored by the server when it arrives (not in the spec). The first answer to a question
 * is final; the response says only that it was counted, never whether it was right (players of a
 * live contest must not be able to share answers). Refused with CONTEST_NOT_LIVE after the end.
 */
export const setContestAnswer = defineAction({
  name: 'set_contest_answer',
  auth: 'subscriber',
  body: z.object({ contest_id: IdSchema, question_id: IdSchema, choice: z.number().int().min(0).max(3).nullable() }),
  data: z.object({ questions_attended: z.number().int(), questions_left: z.number().int() }),
});

/**
 * Finishes the caller's entry (the spec's fields). The server's counts of what it scored decide;
 * the client's are ignored. Sending it again returns the same standing.
 */
export const setContestLeaderboard = defineAction({
  name: 'set_contest_leaderboard',
  auth: 'subscriber',
  body: z.object({
    contest_id: IdSchema,
    questions_attended: z.coerce.number().int().min(0).max(10_000).optional(),
    correct_answers: z.coerce.number().int().min(0).max(10_000).optional(),
    score: z.coerce.number().int().min(0).max(1_000_000).optional(),
  }),
  data: z.object({
    contest_id: z.number().int(),
    questions_attended: z.number().int(),
    correct_answers: z.number().int(),
    score: z.number().int(),
    time_taken_seconds: z.number().int(),
    /** The caller's place now among finished and playing entries (final after the contest is ranked). */
    rank: z.number().int(),
    participants: z.number().int(),
  }),
});

export const ContestRankSchema = z.object({
  rank: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  /** The player's picture (site path or URL), or null. */
  profile: z.string().nullable(),
  score: z.number().int(),
  prize_coins: z.number().int(),
});
export type ContestRank = z.infer<typeof ContestRankSchema>;

export const getContestLeaderboard = defineAction({
  name: 'get_contest_leaderboard',
  auth: 'subscriber',
  body: z.object({ contest_id: IdSchema, ...PagingSchema.shape }),
  data: z.object({
    contest_id: z.number().int(),
    total: z.number().int(),
    data: z.array(ContestRankSchema),
    my_rank: ContestRankSchema.nullable(),
    /** True once the end-of-contest job ranked it: ranks and prizes are final. */
    final: z.boolean(),
  }),
});

/** After the end: the caller's answers with the right ones (never before the contest ends). */
export const getContestReview = defineAction({
  name: 'get_contest_review',
  auth: 'subscriber',
  body: z.object({ contest_id: IdSchema }),
  data: z.object({
    contest_id: z.number().int(),
    items: z.array(ContestQuestionSchema.extend({ answer: z.number().int(), choice: z.number().int().nullable(), correct: z.boolean() })),
  }),
});

// ---- Admin: contests and their standings ----

export const AdminContestQuestionSchema = z.object({
  id: z.number().int().optional(),
  question: TextSchema.trim().min(1, { error: 'question must not be empty' }).max(1000),
  options: z.array(TextSchema.trim().min(1, { error: 'an option must not be empty' }).max(300)).min(2).max(4),
  answer: z.number().int().min(0).max(3),
  image_url: z.string().max(300).nullable().default(null),
  image_alt: TextSchema.max(300).nullable().default(null),
  math: z.boolean().default(false),
});
export type AdminContestQuestion = z.infer<typeof AdminContestQuestionSchema>;

export const AdminContestSchema = z.object({
  id: z.number().int(),
  language_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image_url: z.string().nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  entry_fee: z.number().int(),
  prizes: PrizesSchema,
  status: ContestStatusSchema,
  active: z.boolean(),
  participants: z.number().int(),
  no_of_questions: z.number().int(),
  /** When its end-of-contest job ranked it and paid the prizes; null before. */
  ranked_at: z.string().nullable(),
});
export type AdminContest = z.infer<typeof AdminContestSchema>;

export const getAdminContests = defineAction({
  name: 'get_admin_contests',
  auth: 'admin',
  body: z.object({ ...PagingSchema.shape, status: ContestStatusSchema.optional() }),
  data: z.object({ total: z.number().int(), data: z.array(AdminContestSchema) }),
});

export const getAdminContest = defineAction({
  name: 'get_admin_contest',
  auth: 'admin',
  body: z.object({ id: IdSchema }),
  data: z.object({ contest: AdminContestSchema, questions: z.array(AdminContestQuestionSchema.required({ id: true })) }),
});

/**
 * Creates (no id) or edits a contest with its questions. Once anyone has entered, its questions,
 * fee, prizes and start are fixed (CONTEST_IN_USE); after it was ranked nothing but the name,
 * description and picture changes. Moving the end reschedules its end-of-contest job.
 */
export const setAdminContest = defineAction({
  name: 'set_admin_contest',
  auth: 'admin',
  body: z.object({
    id: IdSchema.optional(),
    language_id: IdSchema,
    name: TextSchema.trim().min(1, { error: 'name must not be empty' }).max(200),
    description: TextSchema.trim().max(4000).default(''),
    image_url: z.string().max(300).nullable().default(null),
    starts_at: z.iso.datetime({ offset: true }),
    ends_at: z.iso.datetime({ offset: true }),
    entry_fee: z.coerce.number().int().min(0).max(1_000_000),
    prizes: PrizesSchema,
    active: z.boolean().default(true),
    questions: z.array(AdminContestQuestionSchema).min(1, { error: 'a contest needs at least one question' }).max(200),
  }),
  data: z.object({ id: z.number().int() }),
});

export const getAdminContestStandings = defineAction({
  name: 'get_admin_contest_standings',
  auth: 'admin',
  body: z.object({ contest_id: IdSchema, ...PagingSchema.shape }),
  data: z.object({
    total: z.number().int(),
    final: z.boolean(),
    data: z.array(ContestRankSchema.extend({ email: z.string().nullable(), questions_attended: z.number().int(), correct_answers: z.number().int(), finished: z.boolean(), time_taken_seconds: z.number().int() })),
  }),
});
