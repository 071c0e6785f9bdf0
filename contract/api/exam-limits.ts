/**
 * Plain constants of the exam module (contract/api/exams.ts), in a module that imports nothing, so
 * the exam screens can use them without pulling the contract's schemas into their chunk.
 */

/** Spec section 9: the exam auto-completes when the app is hidden for more than this. */
export const EXAM_HIDDEN_LIMIT_MS = 5_000;
