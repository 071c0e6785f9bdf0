/**
 * The round's lifelines: every one of the four, each with its price. One that cannot be used shows
 * why in place of its price, as its description too, and says so when pressed: 'This Lifeline is
 * not allowed' (the mode forbids it), 'Lifeline already used', and the spec's two messages for
 * 50/50 and the audience poll on the same question. Buttons stay focusable (aria-disabled) so the
 * reason can be heard. Offline, the price is taken when the round syncs, and the button says so.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LIFELINES, type Lifeline } from '../../../../contract/quiz/solo-modes';
import { lifelineRefusal, type UsedLifeline } from './lifeline-rules';

export interface LifelinesBarProps {
  readonly allowed: readonly Lifeline[];
  readonly prices: Readonly<Record<Lifeline, number>>;
  readonly used: readonly UsedLifeline[];
  readonly questionId: number;
  /** Played from a pack: charged when the sheet syncs. */
  readonly offline: boolean;
  readonly busy: Lifeline | null;
  /** The last refusal or failure to show (the server's words, or the rules'). */
  readonly message: string | null;
  readonly disabled: boolean;
  readonly onUse: (lifeline: Lifeline) => void;
  readonly onRefused: (message: string) => void;
}

export function LifelinesBar(props: LifelinesBarProps) {
  const { allowed, prices, used, questionId, offline, busy, message, disabled, onUse, onRefused } = props;
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="lifelines" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="lifelines__title">
        {t('solo.lifelines.title')}
      </h2>
      <ul className="lifelines__list">
        {LIFELINES.map((lifeline) => {
          const refusal = lifelineRefusal(lifeline, allowed, used, questionId);
          const price = prices[lifeline];
          const describedBy = `${id}-${lifeline}`;
          // A lifeline that cannot be used says why (the refusal's own words) instead of its price.
          const description = refusal
            ? t(`errors.${refusal}`)
            : offline
              ? t('solo.lifelines.chargedOnSync', { coins: t('count.coins', { count: price }) })
              : t('count.coins', { count: price });
          return (
            <li key={lifeline}>
              <button
                type="button"
                className={`lifeline lifeline--${lifeline}${refusal ? ' lifeline--off' : ''}`}
                aria-disabled={refusal !== null || disabled || busy !== null}
                aria-busy={busy === lifeline || undefined}
                aria-describedby={describedBy}
                data-testid={`lifeline-${lifeline}`}
                onClick={() => {
                  if (disabled || busy !== null) return;
                  if (refusal) onRefused(t(`errors.${refusal}`));
                  else onUse(lifeline);
                }}
              >
                <span className="lifeline__name">{t(`solo.lifelines.${lifeline}`)}</span>
                {/* Shown on the card; heard once, as the button's description. */}
                <span className="lifeline__note" aria-hidden="true">
                  {description}
                </span>
              </button>
              <span id={describedBy} className="visually-hidden">
                {description}
              </span>
            </li>
          );
        })}
      </ul>
      <p className="lifelines__message" role="status" aria-live="polite" data-testid="lifeline-message">
        {message ?? ''}
      </p>
    </section>
  );
}
