/**
 * Quiz Zone play: resumes the round in progress after a reload (round-store.ts), or loads the
 * level's questions from the server (no answers: each is checked as it is given) or, without a
 * network, from the downloaded pack (with its key), and plays a round; the same feedback either
 * way. A locked or missing level says so, with the way back.
 */
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { useConnectivity } from '../../lib/connectivity/connectivity';
import { useDocumentTitle } from '../../lib/document-title';
import { useAsync } from '../../lib/use-async';
import { getOfflineDb } from '../../offline/db';
import { ButtonLink } from '../../ui/Button';
import { StatusMessage } from '../../ui/StatusMessage';
import { LoadError, Loading } from '../../ui/LoadState';
import { OfflineNote } from '../../ui/OfflineNote';
import { PlayRound, type RoundQuestions } from './PlayRound';
import { quizApi, type LevelRef } from './quiz.api';
import { currentUserId } from '../../lib/session/current-user-id';
import { packLevel, withPackFallback } from './quiz-offline';
import { loadRound, type StoredRound } from './round-store';
import { ApiError } from '../../lib/request/api-error';
import { parseIdSegment } from '../../lib/id-segment';
import { quizPaths } from './quiz-paths';
import { quizConfig } from './quiz-config';
import './quiz.css';

function parseLevelRef(params: { category?: string; subcategory?: string; level?: string }): LevelRef | null {
  const category = parseIdSegment(params.category);
  const subcategory = parseIdSegment(params.subcategory);
  const level = parseIdSegment(params.level);
  return category && subcategory && level ? { category, subcategory, level } : null;
}

interface LoadedLevel {
  readonly round: RoundQuestions;
  readonly secondsPerQuestion: number;
  readonly passPercentage: number;
  readonly maxLevel: number | null;
  /** A served round's end (ms since the epoch); null for a pack's round. */
  readonly expiresAt: number | null;
  readonly resume: StoredRound | null;
}

async function loadLevel(ref: LevelRef, userId: string, signal: AbortSignal): Promise<{ data: LoadedLevel; source: 'server' | 'pack' }> {
  // A reload in the middle of a round resumes it: the same questions, at the same question.
  const stored = loadRound(userId, ref);
  if (stored) return { data: { ...stored, resume: stored }, source: stored.round.source };
  return withPackFallback<LoadedLevel>(
    async () => {
      const data = await quizApi.questions(ref, signal);
      // The last level, as the levels screen last saw it: for the local unlock of this sheet.
      const known = await getOfflineDb().quizLevels.get([userId, ref.subcategory]);
      return {
        round: { source: 'server', questions: data.questions, roundId: data.round_id },
        secondsPerQuestion: data.seconds_per_question,
        passPercentage: data.pass_percentage,
        maxLevel: known?.maxLevel ?? null,
        expiresAt: Date.parse(data.expires_at),
        resume: null,
      };
    },
    async () => {
      const level = await packLevel(ref, userId);
      return (
        level && {
          round: { source: 'pack', questions: level.questions },
          secondsPerQuestion: level.seconds_per_question,
          passPercentage: quizConfig().passPercentage,
          maxLevel: level.max_level,
          expiresAt: null,
          resume: null,
        }
      );
    },
  );
}

export function PlayScreen() {
  const { t } = useTranslation();
  const params = useParams<{ category: string; subcategory: string; level: string }>();
  const levelRef = parseLevelRef(params);
  const levelsPath = quizPaths.levels(params.category, params.subcategory);
  const { online } = useConnectivity();
  const { state, reload } = useAsync((signal) => {
    const userId = currentUserId();
    return levelRef && userId ? loadLevel(levelRef, userId, signal) : Promise.reject(new ApiError('LEVEL_NOT_FOUND', 404, t('errors.LEVEL_NOT_FOUND'), 'level'));
  }, `play:${params.category}:${params.subcategory}:${params.level}`);

  // While loading the tab already names the level; afterwards the round or the message names it.
  useDocumentTitle(state.status === 'loading' && levelRef ? t('quiz.levels.level', { level: levelRef.level }) : null);

  let body;
  if (state.status === 'loading') body = <Loading />;
  else if (state.status === 'error') {
    const way = { quizZone: quizPaths.categories(), category: quizPaths.category(params.category), levels: levelsPath };
    body = <LoadError error={state.error} onRetry={reload} back={levelsPath} headingLevel={1} way={way} />;
  }
  else if (!levelRef || state.data.data.round.questions.length === 0) {
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
    const { data, source } = state.data;
    body = (
      <>
        {/* Known offline, the layout's banner says it already: one offline banner at a time. */}
        {source === 'pack' && online ? <OfflineNote>{t('quiz.offline.playing')}</OfflineNote> : null}
        <PlayRound
          key={levelRef.level}
          levelRef={levelRef}
          round={data.round}
          secondsPerQuestion={data.secondsPerQuestion}
          passPercentage={data.passPercentage}
          maxLevel={data.maxLevel}
          expiresAt={data.expiresAt}
          resume={data.resume}
          levelsPath={levelsPath}
          nextLevelPath={(level) => quizPaths.play(params.category, params.subcategory, level)}
          onPlayAgain={reload}
        />
      </>
    );
  }
  return <div className="container container--narrow">{body}</div>;
}
