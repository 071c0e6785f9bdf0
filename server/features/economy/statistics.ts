/**
 * A player's statistics from the server's own records (spec: questions_answered, correct_answers,
 * ratio, per category): strongest and weakest category by ratio of correct answers, among
 * categories with at least MIN_QUESTIONS_FOR_RANKING answered, so one lucky question does not
 * make a strongest category.
 */
import type { UserStatistics } from '../../../contract/api/economy';

export const MIN_QUESTIONS_FOR_RANKING = 10;

interface CategoryRow {
  readonly categoryId: number;
  readonly name: string;
  readonly questionsAnswered: number;
  readonly correctAnswers: number;
}

/** Percentage with one decimal; 0 when nothing was answered. */
export function ratio(correct: number, answered: number): number {
  return answered === 0 ? 0 : Math.round((correct / answered) * 1000) / 10;
}

export function statisticsOf(rows: readonly CategoryRow[], streak: UserStatistics['streak']): UserStatistics {
  const categories = rows.map((row) => ({
    category_id: row.categoryId,
    name: row.name,
    questions_answered: row.questionsAnswered,
    correct_answers: row.correctAnswers,
    ratio: ratio(row.correctAnswers, row.questionsAnswered),
  }));
  const answered = categories.reduce((n, c) => n + c.questions_answered, 0);
  const correct = categories.reduce((n, c) => n + c.correct_answers, 0);
  const ranked = categories.filter((c) => c.questions_answered >= MIN_QUESTIONS_FOR_RANKING).sort((a, b) => b.ratio - a.ratio || b.questions_answered - a.questions_answered);
  const strongest = ranked[0];
  const weakest = ranked.length > 1 ? ranked[ranked.length - 1] : undefined;
  return {
    questions_answered: answered,
    correct_answers: correct,
    ratio: ratio(correct, answered),
    strongest_category: strongest ? { category_id: strongest.category_id, name: strongest.name, ratio: strongest.ratio } : null,
    weakest_category: weakest ? { category_id: weakest.category_id, name: weakest.name, ratio: weakest.ratio } : null,
    categories,
    streak,
  };
}
