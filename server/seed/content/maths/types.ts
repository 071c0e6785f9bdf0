/** Demo maths content: curricula -> units -> levels, each level a generator spec, not stored questions. */
import type { GeneratorSpec } from '../../../../contract/maths/spec';
import type { MathsSubject } from '../../../../contract/api/maths';

/** Every level asks this many questions; question i (from 1) has the seed and id `${levelKey}:${i}`. */
export const QUESTIONS_PER_LEVEL = 30;

export interface SeedMathsUnit {
  /** Short and stable: part of every level key and question id, so never renamed once shipped. */
  readonly key: string;
  readonly slug: string;
  readonly name: string;
  /** levels[0] is level 1; five levels, easier first. */
  readonly levels: readonly GeneratorSpec[];
}

export interface SeedCurriculum {
  /** Short and stable, like a unit's key. */
  readonly key: string;
  readonly slug: string;
  readonly name: string;
  readonly subject: MathsSubject;
  readonly units: readonly SeedMathsUnit[];
}

/** 'y3' + 'add' + 2 -> 'y3-add-2'. */
export function levelKeyOf(curriculum: Pick<SeedCurriculum, 'key'>, unit: Pick<SeedMathsUnit, 'key'>, level: number): string {
  return `${curriculum.key}-${unit.key}-${level}`;
}
