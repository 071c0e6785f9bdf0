/**
 * The solo player, for the mode screens: `<SoloPlay request={...} backTo="..." />`. SoloPlay here is
 * lazy (its own chunk, with its words: the 'solo' part and the Quiz Zone words it shares), so a mode
 * screen that imports it carries none of the player; KaTeX loads later still, with a formula.
 */
import { lazyScreen } from '../../../lib/lazy-screen';
import type { SoloPlayProps } from './solo-request';

export const SoloPlay = lazyScreen<SoloPlayProps, 'SoloPlay'>(() => import('./SoloPlay'), 'SoloPlay', ['solo', 'quiz', 'count']);
export type { SoloPlayProps, SoloRoundRequest } from './solo-request';
