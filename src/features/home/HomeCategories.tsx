/**
 * A subscriber's Quiz Zone categories on the home screen (HomeScreen shows it to subscribers only,
 * loading it on demand), in their order: the favourites chosen with
 * "Your favourite categories" (set_quiz_categories) first, then the rest as the server lists them.
 * The editor is its own chunk (src/features/solo), loaded only when opened, to keep the first load small.
 */
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { idSegment } from '../../lib/id-segment';
import { useLanguages } from '../../lib/i18n/languages';
import { currentLanguageParam } from '../../lib/language-param';
import { callAction } from '../../lib/request/request';
import { useAsync } from '../../lib/use-async';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { Spinner } from '../../ui/Spinner';
import { quizPaths } from '../quiz';
import { FavouriteCategoriesEditor } from '../solo';
import { byFavouriteRank } from './favourite-order';

/** How many categories the home screen shows; Quiz Zone lists them all. */
export const HOME_CATEGORIES = 8;

export function HomeCategories() {
  const { t } = useTranslation();
  const { current } = useLanguages();
  const { state, reload } = useAsync(
    (signal) => callAction('get_categories', { type: 'quiz_zone', ...currentLanguageParam() }, { displayToast: false, signal }),
    `home-categories:${current.code}`,
  );
  const [editing, setEditing] = useState(false);
  // A failed or empty list leaves the home screen as it was: the modes above lead to Quiz Zone anyway.
  if (state.status !== 'success' || state.data.length === 0) return null;
  const ordered = byFavouriteRank(state.data);
  return (
    <section className="container home-categories" aria-labelledby="home-categories-title">
      <h2 id="home-categories-title">{t('home.categories.title')}</h2>
      <ul className="home-categories__list">
        {ordered.slice(0, HOME_CATEGORIES).map((category) => (
          <li key={category.id}>
            <Link to={quizPaths.category(idSegment(category.id, category.slug))} className="card-link home-categories__item">
              <span aria-hidden="true">{category.icon}</span>
              <span dir="auto">{category.name}</span>
              {category.favourite_rank === undefined ? null : (
                <>
                  <Icon name="star" size={16} />
                  <span className="visually-hidden">{t('home.categories.favourite')}</span>
                </>
              )}
            </Link>
          </li>
        ))}
      </ul>
      <div className="home-categories__actions">
        <Button variant="secondary" aria-expanded={editing} onClick={() => setEditing((open) => !open)}>
          {t('home.categories.edit')}
        </Button>
        <Link to={quizPaths.categories()}>{t('home.categories.all')}</Link>
      </div>
      {editing ? (
        <Suspense fallback={<Spinner label={t('common.loading')} />}>
          <FavouriteCategoriesEditor
            categories={state.data}
            onClose={() => setEditing(false)}
            onSaved={() => {
              setEditing(false);
              reload();
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
