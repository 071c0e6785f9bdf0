/** Every demo curriculum, in display order. */
import { nvrNumberPatterns } from './nvr';
import type { SeedCurriculum } from './types';
import { year3 } from './year-3';
import { year4 } from './year-4';

export const mathsCurricula: readonly SeedCurriculum[] = [year3, year4, nvrNumberPatterns];
