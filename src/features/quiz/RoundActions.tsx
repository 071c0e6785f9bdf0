/** What a player can do when a round ends: the next level (when there is one), play again, back to the levels. */
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../ui/Button';

export interface RoundActionsProps {
  readonly nextLevelPath: string | null;
  readonly levelsPath: string;
  readonly onPlayAgain: () => void;
}

export function RoundActions({ nextLevelPath, levelsPath, onPlayAgain }: RoundActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      {nextLevelPath ? <ButtonLink to={nextLevelPath}>{t('quiz.result.nextLevel')}</ButtonLink> : null}
      <Button variant={nextLevelPath ? 'secondary' : 'primary'} onClick={onPlayAgain}>
        {t('quiz.result.playAgain')}
      </Button>
      <ButtonLink to={levelsPath} variant="ghost">
        {t('quiz.result.backToLevels')}
      </ButtonLink>
    </>
  );
}
