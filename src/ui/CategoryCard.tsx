/**
 * One category of a category list (Quiz Zone and the solo modes): a link to what comes next, or,
 * for a premium category the player has not unlocked (`price` set), a button that shows its coin
 * price and asks to unlock it. The list's screen brings the styles (quiz.css, premium.css).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Category, PlayerCategory } from '../../contract/api/quiz';
import { Icon } from './Icon';

export type ListedCategory = Category | PlayerCategory;

/** What a locked card asks to unlock (Quiz Zone's UnlockTarget). */
export type LockedCategory = Pick<PlayerCategory, 'id' | 'slug' | 'name' | 'coins'>;

export interface CategoryCardProps {
  readonly category: ListedCategory;
  /** The coins that unlock it, or null when it opens (lockedPrice). */
  readonly price: number | null;
  /** Where it leads when it opens. */
  readonly to: string;
  /** The card's counts line (the list's own words). */
  readonly meta: string;
  /** The premium badge's word (the list's own words, which its chunk loads). */
  readonly premiumLabel: string;
  readonly onLocked: (target: LockedCategory) => void;
}

function CardBody({ category, price, meta, premiumLabel }: Pick<CategoryCardProps, 'category' | 'price' | 'meta' | 'premiumLabel'>) {
  const { t } = useTranslation();
  return (
    <>
      <span className="quiz-card__icon" aria-hidden="true">
        {category.icon || '❓'}
      </span>
      <span className="quiz-card__body">
        <span className="quiz-card__title" dir="auto">
          {category.name}
          {category.is_premium ? <span className="badge badge--premium">{premiumLabel}</span> : null}
        </span>
        {category.description ? (
          <span className="quiz-card__text" dir="auto">
            {category.description}
          </span>
        ) : null}
        <span className="quiz-card__meta">{meta}</span>
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

export function CategoryCard({ category, price, to, meta, premiumLabel, onLocked }: CategoryCardProps) {
  const body = <CardBody category={category} price={price} meta={meta} premiumLabel={premiumLabel} />;
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
          {body}
        </button>
      </li>
    );
  }
  return (
    <li>
      <Link to={to} className="card-link quiz-card">
        {body}
      </Link>
    </li>
  );
}
