/**
 * Before a live contest: its fee, the player's coins and the prizes, and Enter. The fee is taken
 * by the server, once ("You Don't have enough coins" when refused); an entry already made resumes
 * without asking again.
 */
import { useTranslation } from 'react-i18next';
import type { Contest } from '../../../contract/api/contests';
import { inlineErrorMessage } from '../../lib/i18n/inline-error';
import type { ApiError } from '../../lib/request/api-error';
import { useSession } from '../../lib/session/session-store';
import { Button, ButtonLink } from '../../ui/Button';
import { contestPaths } from './contest-paths';

export function ContestEntry({ contest, busy, refusal, onEnter }: { readonly contest: Contest; readonly busy: boolean; readonly refusal: ApiError | null; readonly onEnter: () => void }) {
  const { t } = useTranslation();
  const balance = useSession().user?.coins ?? null;
  const fee = contest.entry_fee;
  return (
    <section className="contest-entry" aria-labelledby="contest-entry-title">
      <h2 id="contest-entry-title">{t('contests.entry.title')}</h2>
      <p>{fee > 0 ? t('contests.entry.fee', { coins: t('count.coins', { count: fee }) }) : t('contests.entry.free')}</p>
      {balance !== null && fee > 0 ? <p data-testid="contest-balance">{t('contests.entry.balance', { coins: t('count.coins', { count: balance }) })}</p> : null}
      <p>{t('contests.entry.rules', { questions: contest.no_of_questions })}</p>
      {refusal ? (
        <div className="form-alert form-alert--error" role="alert">
          <p>{inlineErrorMessage(refusal)}</p>
          {refusal.code === 'ALREADY_PLAYED' ? <ButtonLink to={contestPaths.leaderboard(contest.id)}>{t('contests.card.leaderboard')}</ButtonLink> : null}
        </div>
      ) : null}
      <div className="contest-entry__actions">
        <Button onClick={onEnter} busy={busy} disabled={refusal?.code === 'ALREADY_PLAYED' || refusal?.code === 'CONTEST_NOT_LIVE'}>
          {fee > 0 ? t('contests.entry.payAndPlay', { coins: t('count.coins', { count: fee }) }) : t('contests.entry.play')}
        </Button>
        <ButtonLink to={contestPaths.list()} variant="secondary">
          {t('contests.backToList')}
        </ButtonLink>
      </div>
    </section>
  );
}
