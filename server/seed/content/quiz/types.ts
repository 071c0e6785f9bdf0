/** Demo quiz content: categories -> subcategories -> levels -> questions. */
export interface SeedQuestion {
  /** The question as shown to the player. */
  readonly question: string;
  /** Exactly four options. */
  readonly options: readonly [string, string, string, string];
  /** Index (0-3) of the correct option. */
  readonly answer: 0 | 1 | 2 | 3;
  /** One short sentence explaining the answer, shown after play. */
  readonly note: string;
}
export interface SeedSubcategory {
  readonly slug: string;
  readonly name: string;
  /** levels[0] is level 1. Each level holds exactly 7 questions, easier levels first. */
  readonly levels: readonly (readonly SeedQuestion[])[];
}
export interface SeedCategory {
  readonly slug: string;
  readonly name: string;
  /** One emoji used as the category's icon. */
  readonly icon: string;
  readonly description: string;
  /** A premium category costs this many coins to unlock (unlock_premium_category); free when absent. */
  readonly premiumCoins?: number;
  readonly subcategories: readonly SeedSubcategory[];
}
