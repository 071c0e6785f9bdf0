import { generalKnowledge } from './general-knowledge';
import { science } from './science';
import { geography } from './geography';
import { history } from './history';
import { mathematics } from './mathematics';
import { technology } from './technology';
import { sports } from './sports';
import { artsLiterature } from './arts-literature';
import type { SeedCategory } from './types';

export type { SeedCategory, SeedQuestion, SeedSubcategory } from './types';

export const quizCategories: readonly SeedCategory[] = [
  generalKnowledge,
  science,
  geography,
  history,
  mathematics,
  technology,
  sports,
  artsLiterature,
];
