/** A skill's level badge (not started to mastered) and, when asked, the sentence that says why. */
import { useTranslation } from 'react-i18next';
import type { SkillMastery } from '../../../contract/api/tutor';
import type { ProficiencyLevel } from '../../../contract/tutor/mastery-rules';
import { masteryParts } from './mastery-text';

export function LevelBadge({ level }: { readonly level: ProficiencyLevel }) {
  const { t } = useTranslation();
  return <span className={`tutor-level tutor-level--${level}`}>{t(`maths.tutor.level.${level}`)}</span>;
}

export function MasteryLine({ mastery, now }: { readonly mastery: SkillMastery | undefined; readonly now: number }) {
  const { t } = useTranslation();
  const text = masteryParts(mastery, now)
    .map((part) => t(part.key, part.values))
    .join(t('maths.tutor.mastery.separator'));
  return (
    <p className="tutor-mastery">
      <LevelBadge level={mastery?.level ?? 'not_started'} /> <span dir="auto">{text}</span>
    </p>
  );
}
