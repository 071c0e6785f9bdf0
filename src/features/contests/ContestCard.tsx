/**
 * One contest: name, description, start and end (a countdown to the start of an upcoming one and
 * to the end of a live one), entry fee, prizes by rank, participants, the player's part, and what
 * they can do: play a live one, see a leaderboard, review a past one.
 */
import { useTranslation } from 'react-i18next';
import type { Contest } from '../../../contract/api/contests';
import { formatDateTime } from '../../lib/i18n/date-format';
import { formatNumber } from '../../lib/i18n/number-format';
import { ButtonLink } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { contestPaths } from './contest-paths';
import { formatCountdown } from './countdown';

export function ContestCard({ contest, now, readOnly }: { readonly contest: Contest; readonly now: Date; readonly readOnly: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const titleId = `contest-${contest.id}-title`;
  const countdownTo = contest.status === 'upcoming' ? contest.starts_at : contest.status === 'live' ? contest.ends_at : null;
  return (
    <article className="contest-card" aria-labelledby={titleId}>
      {contest.image_url ? <img className="contest-card__image" src={contest.image_url} alt="" width={96} height={96} loading="lazy" /> : null}
      <div className="contest-card__body">
        <h2 id={titleId} className="contest-card__title" dir="auto">
          {contest.name}
        </h2>
        {contest.description ? (
          <p className="contest-card__description" dir="auto">
            {contest.description}
          </p>
        ) : null}
        {countdownTo ? (
          <p className="contest-card__countdown">
            <Icon name="clock" size={18} />
            <span>{t(contest.status === 'upcoming' ? 'contests.card.startsIn' : 'contests.card.endsIn', { time: formatCountdown(Date.parse(countdownTo) - now.getTime(), lang) })}</span>
          </p>
        ) : null}
        <dl className="contest-card__facts">
          <div>
            <dt>{t('contests.card.starts')}</dt>
            <dd>{formatDateTime(contest.starts_at, lang)}</dd>
          </div>
          <div>
            <dt>{t('contests.card.ends')}</dt>
            <dd>{formatDateTime(contest.ends_at, lang)}</dd>
          </div>
          <div>
            <dt>{t('contests.card.fee')}</dt>
            <dd>{contest.entry_fee > 0 ? t('count.coins', { count: contest.entry_fee }) : t('contests.card.free')}</dd>
          </div>
          <div>
            <dt>{t('contests.card.participants')}</dt>
            <dd>{formatNumber(contest.participants, lang)}</dd>
          </div>
          <div>
            <dt>{t('contests.card.questions')}</dt>
            <dd>{formatNumber(contest.no_of_questions, lang)}</dd>
          </div>
        </dl>
        {contest.prizes.length > 0 ? (
          <details className="contest-card__prizes">
            <summary>{t('contests.card.prizes')}</summary>
            <ol>
              {contest.prizes.map((prize) => (
                <li key={prize.rank}>{t('contests.card.prize', { rank: formatNumber(prize.rank, lang), coins: t('count.coins', { count: prize.coins }) })}</li>
              ))}
            </ol>
          </details>
        ) : null}
        {contest.entry ? <EntryLine contest={contest} /> : null}
        {readOnly ? null : <ContestActions contest={contest} />}
      </div>
    </article>
  );
}

function EntryLine({ contest }: { readonly contest: Contest }) {
  const { t } = useTranslation();
  const entry = contest.entry;
  if (!entry) return null;
  return (
    <p className="contest-card__entry">
      <Icon name={entry.finished ? 'checkCircle' : 'play'} size={18} />
      <span>
        {entry.finished ? t('contests.card.yourScore', { score: entry.score }) : t('contests.card.inProgress')}
        {entry.rank !== null ? ` · ${t('contests.card.yourRank', { rank: entry.rank })}` : ''}
        {entry.prize_coins > 0 ? ` · ${t('contests.card.yourPrize', { coins: t('count.coins', { count: entry.prize_coins }) })}` : ''}
      </span>
    </p>
  );
}

function ContestActions({ contest }: { readonly contest: Contest }) {
  const { t } = useTranslation();
  const named = { name: contest.name };
  if (contest.status === 'upcoming') return null;
  const canPlay = contest.status === 'live' && !contest.entry?.finished;
  return (
    <div className="contest-card__actions">
      {canPlay ? (
        <ButtonLink to={contestPaths.play(contest.id)} aria-label={t(contest.entry ? 'contests.card.resumeNamed' : 'contests.card.playNamed', named)}>
          {t(contest.entry ? 'contests.card.resume' : 'contests.card.play')}
        </ButtonLink>
      ) : null}
      {contest.status === 'past' || contest.entry?.finished ? (
        <ButtonLink to={contestPaths.leaderboard(contest.id)} variant="secondary" aria-label={t('contests.card.leaderboardNamed', named)}>
          {t('contests.card.leaderboard')}
        </ButtonLink>
      ) : null}
      {contest.status === 'past' && contest.entry ? (
        <ButtonLink to={contestPaths.review(contest.id)} variant="secondary" aria-label={t('contests.card.reviewNamed', named)}>
          {t('contests.card.review')}
        </ButtonLink>
      ) : null}
    </div>
  );
}
