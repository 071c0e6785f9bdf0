/** What a player can do when a solo round ends: play again, or back to the mode's screen. */
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../ui/Button';

export interface SoloActionsProps {
  readonly backTo: string;
  /** Absent when the round cannot be played again (today's daily quiz). */
  readonly onPlayAgain?: (() => void) | null;
}

export function SoloActions({ backTo, onPlayAgain }: SoloActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      {onPlayAgain ? <Button onClick={onPlayAgain}>{t('quiz.result.playAgain')}</Button> : null}
      <ButtonLink to={backTo} variant={onPlayAgain ? 'ghost' : 'primary'}>
        {t('solo.result.back')}
      </ButtonLink>
    </>
  );
}
