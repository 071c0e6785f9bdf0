/**
 * What a solo mode's screen asks the player to play: the mode and what of it. The player
 * (SoloPlay.tsx) turns a request into a round: online from the mode's serve action (a ranked or
 * unpaid round the server times), offline from a downloaded pack (practice), and says which.
 * Mode screens only build requests; they never call the serve actions themselves.
 */
import type { SoloMode } from '../../../../contract/quiz/solo-modes';

export type SoloRoundRequest =
  | { readonly mode: 'daily_quiz' }
  | { readonly mode: 'true_false'; readonly category?: number; readonly limit?: number }
  | { readonly mode: 'fun_n_learn'; readonly passage: number; readonly category: number }
  | { readonly mode: 'guess_the_word'; readonly category: number; readonly subcategory?: number }
  | { readonly mode: 'self_challenge'; readonly categorySlug: string; readonly subcategorySlug?: string; readonly limit: number; readonly timer: number }
  | { readonly mode: 'audio_questions'; readonly category: number; readonly subcategory?: number }
  | { readonly mode: 'math_mania'; readonly category: number; readonly subcategory?: number }
  | { readonly mode: 'nonverbal'; readonly category: number; readonly subcategory?: number }
  | { readonly mode: 'bookmarks'; readonly type?: string };

/** The props of the player component every mode screen renders. */
export interface SoloPlayProps {
  readonly request: SoloRoundRequest;
  /** The mode screen to go back to (the result's "Back" and the play screen's exit). */
  readonly backTo: string;
}

export type { SoloMode };
