/** The bar pinned to the bottom of the screen with the player's own standing (own-standing.ts decides when). */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Board } from './boards';
import { Standing } from './BoardRow';
import type { PinnedStanding } from './own-standing';

const QUIZ_ZONE_PATH = '/quiz-zone';

export function OwnStanding({ standing, board }: { readonly standing: PinnedStanding; readonly board: Board }) {
  const { t } = useTranslation();
  if (standing.kind === 'none') return null;
  return (
    <section className="board-me" aria-label={t('leaderboard.me.label')} data-testid="own-standing">
      {standing.kind === 'ranked' ? (
        <div className="board-row board-row--own board-me__row">
          <Standing row={standing.me} own />
        </div>
      ) : (
        <p className="board-me__unranked">
          <span>{t(`leaderboard.me.unranked.${board}`)}</span>
          <span aria-hidden="true"> — </span>
          <Link to={QUIZ_ZONE_PATH} className="board-me__play">
            {t('leaderboard.me.play')}
          </Link>
        </p>
      )}
    </section>
  );
}
