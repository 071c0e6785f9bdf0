/** Quiz Zone packs: one per subcategory, every level with its answer key, notes, pictures and sounds. */
import type { QuizService } from '../../quiz/quiz.service';
import type { PackProvider } from '../pack-provider';

export function quizZonePackProvider(quiz: QuizService): PackProvider<'quiz_zone'> {
  return {
    kind: 'quiz_zone',
    ids: (languageId) => quiz.packSubcategoryIds(languageId),
    ensureAvailable: () => quiz.ensureEnabled(),
    async build(subcategoryId) {
      const content = await quiz.packContent(subcategoryId);
      if (!content || content.levels.length === 0) return null;
      const questions = content.levels.flatMap((level) => level.questions);
      return {
        title: content.subcategory.name,
        group: content.category.name,
        content,
        mediaUrls: [content.category.image_url, ...questions.flatMap((q) => [q.image_url, q.audio_url])].filter((url): url is string => typeof url === 'string'),
        itemCount: questions.length,
        ...(content.category.is_premium ? { premiumCategory: { id: content.category.id, name: content.category.name } } : {}),
      };
    },
  };
}
