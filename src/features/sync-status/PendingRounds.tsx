/**
 * What rounds still in the outbox mean where coins, score and badges show: a mark beside the
 * header's coins, and a sentence on the profile, the badges screen and a round's result. The
 * figures stay the server's last ones (the session's user record); rounds it has not scored are
 * counted, never added, because what one earns depends on the server's records (practice already
 * booked today, on any device, the daily caps, badges: docs/ECONOMY.md, "Offline"). Nothing shows
 * while nothing waits. It comes in the header's sync chip's chunk after start-up (SyncStatus.tsx),
 * which hands it to the header and the screens once its words are in (index.ts,
 * lib/pending-rounds-slot.ts): start-up and the play route never load it themselves.
 */
import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/i18n/number-format';
import type { PendingPlace, PendingRoundsProps } from '../../lib/pending-rounds-slot';
import { useSession } from '../../lib/session/session-store';
import { useOutboxStatus } from '../../offline/use-outbox-status';
import { Icon } from '../../ui/Icon';

const NOTES: Record<Exclude<PendingPlace, 'header'>, string> = {
  profile: 'coins.pending.profile',
  badges: 'coins.pending.badges',
  result: 'coins.pending.result',
  saved: 'coins.pending.saved',
};

export function PendingRounds({ place, onScored }: PendingRoundsProps) {
  const { t, i18n } = useTranslation();
  const { rounds } = useOutboxStatus();
  const { user } = useSession();
  const scored = useEffectEvent(() => onScored?.());
  const before = useRef(rounds);
  useEffect(() => {
    const fewer = rounds < before.current;
    before.current = rounds;
    if (fewer) scored();
  }, [rounds]);
  if (rounds === 0 || !user) return null;
  const waiting = t('coins.pending.rounds', { count: rounds });
  if (place === 'header') {
    // The count shows; the whole sentence is the mark's name for screen readers and its tooltip.
    const label = t('coins.pending.header', { rounds: waiting });
    return (
      <span className="user-stats__item user-stats__pending" title={label} data-testid="pending-rounds">
        <Icon name="clock" size={16} />
        <span aria-hidden="true">{rounds}</span>
        <span className="visually-hidden">{label}</span>
      </span>
    );
  }
  const text = t(NOTES[place], {
    rounds: waiting,
    coins: t('count.coins', { count: user.coins }),
    score: formatNumber(user.all_time_score, i18n.language),
  });
  return (
    <p className="pending-note" data-testid="pending-rounds">
      <Icon name="clock" size={20} />
      <span>{text}</span>
    </p>
  );
}
