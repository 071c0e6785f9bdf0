/** Quiz Zone: the levels of a subcategory, locked until the previous one is played. */
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { useAsync } from '../../lib/use-async';
import { PageTitle } from '../../ui/PageTitle';
import { StatusMessage } from '../../ui/StatusMessage';
import { LevelTile } from './LevelTile';
import { LoadError, Loading } from './LoadState';
import { quizApi } from './quiz.api';
import { idSegment, parseIdSegment, quizPaths } from './quiz-paths';
import './quiz.css';

export function LevelsScreen() {
  const { t } = useTranslation();
  const params = useParams<{ category: string; subcategory: string }>();
  const categoryId = parseIdSegment(params.category);
  const subcategoryId = parseIdSegment(params.subcategory);
  const { state, reload } = useAsync(
    (signal) =>
      categoryId && subcategoryId ? quizApi.levels(categoryId, subcategoryId, signal) : Promise.reject(new Error(t('quiz.notFound'))),
    `levels:${categoryId ?? '-'}:${subcategoryId ?? '-'}`,
  );
  const categoryPath = quizPaths.category(params.category);

  if (state.status === 'loading') return <div className="container"><Loading /></div>;
  if (state.status === 'error') {
    return (
      <div className="container">
        <PageTitle title={t('quiz.levels.title')} back={{ to: categoryPath, label: t('common.back') }} />
        <LoadError error={state.error} onRetry={reload} back={categoryPath} />
      </div>
    );
  }
  const { category, subcategory, levels } = state.data;
  const catSegment = idSegment(category.id, category.slug);
  const subSegment = idSegment(subcategory.id, subcategory.slug);
  return (
    <div className="container">
      <PageTitle
        title={subcategory.name}
        lead={t('quiz.levels.lead', { category: category.name, count: levels.length })}
        back={{ to: quizPaths.category(catSegment), label: category.name }}
      />
      {levels.length === 0 ? <StatusMessage tone="empty" icon="layers" title={t('quiz.levels.empty')} /> : null}
      <ul className="level-grid" aria-label={t('quiz.levels.title')}>
        {levels.map((level) => (
          <li key={level.level}>
            <LevelTile level={level} to={quizPaths.play(catSegment, subSegment, level.level)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
