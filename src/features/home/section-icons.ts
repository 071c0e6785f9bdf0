/** Icons for the home sections the server lists, by section key. */
import type { IconName } from '../../ui/icons';

const ICONS: Readonly<Record<string, IconName>> = {
  quiz_zone: 'layers',
  tutor_hub: 'graduation',
  daily_quiz: 'calendar',
  true_false: 'checkCircle',
  fun_learn: 'book',
  guess_word: 'type',
  self_challenge: 'target',
  contest: 'trophy',
  battle: 'bolt',
  group_battle: 'users',
  audio: 'headphones',
  math_mania: 'calculator',
  exam: 'clipboard',
  nonverbal: 'compass',
};

export function sectionIcon(key: string): IconName {
  return ICONS[key] ?? 'sparkle';
}
