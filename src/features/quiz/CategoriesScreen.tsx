/** Quiz Zone: the categories grid. */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Category } from '../../../contract/api/quiz';
import { useLanguages } from '../../lib/i18n/languages';
import { useAsync } from '../../lib/use-async';
import { PageTitle } from '../../ui/PageTitle';
import { StatusMessage } from '../../ui/StatusMessage';
import { LoadError, Loading } from './LoadState';
import { quizApi } from './quiz.api';
import { idSegment, quizPaths } from './quiz-paths';
import './quiz.css';

function CategoryCard({ category }: { readonly category: Category }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link to={quizPaths.category(idSegment(category.id, category.slug))} className="card-link quiz-card">
        <span className="quiz-card__icon" aria-hidden="true">
          {category.icon || '❓'}
        </span>
        <span className="quiz-card__body">
          <span className="quiz-card__title" dir="auto">
            {category.name}
            {category.is_premium ? <span className="badge badge--premium">{t('quiz.premium')}</span> : null}
          </span>
          {category.description ? <span className="quiz-card__text" dir="auto">{category.description}</span> : null}
          <span className="quiz-card__meta">
            {t('quiz.categories.counts', { subcategories: category.no_of_subcategories, questions: category.no_of_questions })}
          </span>
        </span>
      </Link>
    </li>
  );
}

export function CategoriesScreen() {
  const { t } = useTranslation();
  const { current } = useLanguages();
  const { state, reload } = useAsync((signal) => quizApi.categories(signal), `categories:${current.code}`);
  return (
    <div className="container">
      <PageTitle title={t('quiz.categories.title')} lead={t('quiz.categories.lead')} />
      {state.status === 'loading' ? <Loading /> : null}
      {state.status === 'error' ? <LoadError error={state.error} onRetry={reload} /> : null}
      {state.status === 'success' && state.data.length === 0 ? (
        <StatusMessage tone="empty" icon="folder" title={t('quiz.categories.empty')} />
      ) : null}
      {state.status === 'success' && state.data.length > 0 ? (
        <ul className="quiz-grid" aria-label={t('quiz.categories.title')}>
          {state.data.map((category) => (
            <CategoryCard key={category.id} category={category} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
