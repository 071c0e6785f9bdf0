/** Each badge's medal as inline SVG (no emoji font): a disc with a stroke icon of src/ui/icons.ts. */
import type { BadgeType } from '../../../contract/economy/badges';
import { iconPaths, type IconName } from '../../ui/icons';

export const BADGE_ICONS: Readonly<Record<BadgeType, IconName>> = {
  dashing_debut: 'play',
  combat_winner: 'trophy',
  clash_winner: 'users',
  most_wanted_winner: 'target',
  ultimate_player: 'star',
  quiz_warrior: 'chart',
  super_sonic: 'bolt',
  flashback: 'clock',
  brainiac: 'graduation',
  big_thing: 'checkCircle',
  elite: 'coin',
  thirsty: 'clipboard',
  power_elite: 'sparkle',
  sharing_caring: 'send',
  streak: 'calendar',
};

/** Decorative: the card's text says which badge it is and whether it is earned. */
export function BadgeArt({ type, earned, size = 56 }: { readonly type: BadgeType; readonly earned: boolean; readonly size?: number }) {
  return (
    <svg className={`badge-art${earned ? ' badge-art--earned' : ''}`} width={size} height={size} viewBox="0 0 56 56" aria-hidden="true" focusable="false">
      <circle cx="28" cy="28" r="26" className="badge-art__rim" />
      <circle cx="28" cy="28" r="21" className="badge-art__disc" />
      <g transform="translate(16 16)" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
        <path d={iconPaths[BADGE_ICONS[type]]} />
      </g>
    </svg>
  );
}
