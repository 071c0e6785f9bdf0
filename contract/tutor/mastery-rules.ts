/**
 * The tutor's proficiency levels and stages, as constants both sides share (docs/TUTOR.md). The
 * rule that moves a skill between levels is contract/tutor/mastery.ts; the review schedule is
 * contract/tutor/review.ts.
 */
import { z } from 'zod';

/**
 * A skill's level, as Khan Academy's mastery system names them: under 70% of the recent attempts
 * correct is Attempted, 70 to 99% Familiar, 100% Proficient; Mastered only from Proficient, by a
 * correct answer in a mixed review of several skills or on an assessment paper, which mixes skills
 * too (a miss there moves one level down).
 */
export const PROFICIENCY_LEVELS = ['not_started', 'attempted', 'familiar', 'proficient', 'mastered'] as const;
export const ProficiencyLevelSchema = z.enum(PROFICIENCY_LEVELS);
export type ProficiencyLevel = z.infer<typeof ProficiencyLevelSchema>;

/** The recent evidence a level stands on: the last RECENT_ATTEMPTS attempts of the skill (m of the last n). */
export const RECENT_ATTEMPTS = 5;
/** Familiar from this share of the recent attempts correct; Proficient at all of them. */
export const FAMILIAR_SHARE = 0.7;
/** A mixed review asks at least this many different skills (else it is practice of one skill). */
export const MIXED_REVIEW_MIN_SKILLS = 2;

/** A guided session's stages, in order; `complete` after the check. */
export const TUTOR_STAGES = ['explain', 'worked_example', 'guided_practice', 'independent_practice', 'check', 'complete'] as const;
export const TutorStageSchema = z.enum(TUTOR_STAGES);
export type TutorStage = z.infer<typeof TutorStageSchema>;

/**
 * Where an attempt was made: the evidence each counts as. 'review' and 'assessment' (an answered
 * question of a closed paper, recorded by the server only) are mixed evidence, the only way to Mastered.
 */
export const ATTEMPT_MODES = ['guided', 'independent', 'check', 'review', 'assessment'] as const;
export const AttemptModeSchema = z.enum(ATTEMPT_MODES);
export type AttemptMode = z.infer<typeof AttemptModeSchema>;

/** The hint ladder of a wrong answer in guided practice: the step that went wrong, the next step, the worked solution. */
export const HINT_LEVELS = ['step', 'next_step', 'solution'] as const;
export const HintLevelSchema = z.enum(HINT_LEVELS);
export type HintLevel = z.infer<typeof HintLevelSchema>;
