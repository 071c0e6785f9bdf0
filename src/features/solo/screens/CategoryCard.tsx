/**
 * One category of a mode's list: a link to what comes next, or, for a premium category the player
 * has not unlocked, a button that shows its coin price and opens the unlock dialog.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Category, PlayerCategory } from '../../../../contract/api/quiz';
import { idSegment } from '../../../lib/id-segment';
import { Icon } from '../../../ui/Icon';
import { lockedPrice, type UnlockTarget } from '../../quiz';
// The lock's style, here rather than from the unlock dialog, whose chunk loads only when opened.
import '../../quiz/premium.css';

export type ListedCategory = Category | PlayerCategory;

function CardBody({ category, price }: { readonly category: ListedCategory; readonly price: number | null }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="quiz-card__icon" aria-hidden="true">
        {category.icon || '❓'}
      </span>
      <span className="quiz-card__body">
        <span className="quiz-card__title" dir="auto">
          {category.name}
          {category.is_premium ? <span className="badge badge--premium">{t('modes.premium')}</span> : null}
        </span>
        {category.description ? (
          <span className="quiz-card__text" dir="auto">
            {category.description}
          </span>
        ) : null}
        <span className="quiz-card__meta">{t('count.questions', { count: category.no_of_questions })}</span>
        {price === null ? null : (
          <span className="quiz-card__lock">
            <Icon name="lock" size={18} />
            {t('premium.card.locked', { coins: t('count.coins', { count: price }) })}
          </span>
        )}
      </span>
    </>
  );
}

export interface CategoryCardProps {
  readonly category: ListedCategory;
  /** Where the category leads, from its "<id>-<slug>" segment. */
  readonly to: (segment: string) => string;
  readonly onLocked: (target: UnlockTarget) => void;
}

export function CategoryCard({ category, to, onLocked }: CategoryCardProps) {
  const price = lockedPrice(category);
  if (price !== null) {
    return (
      <li>
        <button
          type="button"
          className="card-link quiz-card quiz-card--locked"
          aria-haspopup="dialog"
          data-testid="locked-category"
          onClick={() => onLocked({ id: category.id, slug: category.slug, name: category.name, coins: price })}
        >
          <CardBody category={category} price={price} />
        </button>
      </li>
    );
  }
  return (
    <li>
      <Link to={to(idSegment(category.id, category.slug))} className="card-link quiz-card">
        <CardBody category={category} price={null} />
      </Link>
    </li>
  );
}
