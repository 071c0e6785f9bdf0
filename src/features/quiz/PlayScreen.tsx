/** Quiz Zone play: loads the level's questions (no answers are sent before the sheet) and plays a round. */
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { useDocumentTitle } from '../../lib/document-title';
import { useAsync } from '../../lib/use-async';
import { ButtonLink } from '../../ui/Button';
import { StatusMessage } from '../../ui/StatusMessage';
import { LoadError, Loading } from './LoadState';
import { PlayRound } from './PlayRound';
import { quizApi, type LevelRef } from './quiz.api';
import { parseIdSegment, quizPaths } from './quiz-paths';
import './quiz.css';

function parseLevelRef(params: { category?: string; subcategory?: string; level?: string }): LevelRef | null {
  const category = parseIdSegment(params.category);
  const subcategory = parseIdSegment(params.subcategory);
  const level = parseIdSegment(params.level);
  return category && subcategory && level ? { category, subcategory, level } : null;
}

export function PlayScreen() {
  const { t } = useTranslation();
  const params = useParams<{ category: string; subcategory: string; level: string }>();
  const levelRef = parseLevelRef(params);
  const levelsPath = quizPaths.levels(params.category, params.subcategory);
  const { state, reload } = useAsync(
    (signal) => (levelRef ? quizApi.questions(levelRef, signal) : Promise.reject(new Error(t('quiz.notFound')))),
    `play:${params.category}:${params.subcategory}:${params.level}`,
  );

  // While loading the tab already names the level; afterwards the round or the message names it.
  useDocumentTitle(state.status === 'loading' && levelRef ? t('quiz.levels.level', { level: levelRef.level }) : null);

  let body;
  if (state.status === 'loading') body = <Loading />;
  else if (state.status === 'error') body = <LoadError error={state.error} onRetry={reload} back={levelsPath} headingLevel={1} />;
  else if (!levelRef || state.data.questions.length === 0) {
    body = (
      <StatusMessage
        tone="empty"
        icon="layers"
        headingLevel={1}
        title={t('quiz.play.noQuestions')}
        action={<ButtonLink to={levelsPath}>{t('quiz.result.backToLevels')}</ButtonLink>}
      />
    );
  } else {
    body = (
      <PlayRound
        key={`${state.data.level}`}
        levelRef={levelRef}
        questions={state.data.questions}
        secondsPerQuestion={state.data.seconds_per_question}
        levelsPath={levelsPath}
        nextLevelPath={(level) => quizPaths.play(params.category, params.subcategory, level)}
        onPlayAgain={reload}
      />
    );
  }
  return <div className="container container--narrow">{body}</div>;
}
