/** Loading and error views shared by the Quiz Zone and tutor hub screens. */
import { useTranslation } from 'react-i18next';
import { inlineErrorMessage } from '../lib/i18n/inline-error';
import type { ApiError } from '../lib/request/api-error';
import { Button, ButtonLink } from './Button';
import { Spinner } from './Spinner';
import { StatusMessage } from './StatusMessage';

export function Loading() {
  const { t } = useTranslation();
  return <Spinner label={t('common.loading')} />;
}

export interface LoadErrorProps {
  readonly error: ApiError;
  readonly onRetry: () => void;
  readonly back?: string;
  /** 1 when the error is all the screen shows (no page title above it). */
  readonly headingLevel?: 1 | 2;
}

/** Where a player goes from something they cannot play: the nearest screen that exists. */
export interface WayOut {
  readonly quizZone: string;
  readonly category?: string;
  readonly levels?: string;
}

interface Unavailable {
  readonly title: string;
  readonly body: string | null;
  readonly to: string;
  readonly label: string;
}

/**
 * Errors a retry can never fix (a locked level, something that does not exist) as what they are,
 * with the way out; null for the rest (a network failure, a server error), which may pass.
 */
function unavailable(error: ApiError, way: WayOut, t: (key: string) => string): Unavailable | null {
  const toLevels = way.levels ?? way.category ?? way.quizZone;
  const levelsLabel = way.levels ? t('quiz.result.backToLevels') : t('quiz.unavailable.backToQuizZone');
  if (error.code === 'LEVEL_LOCKED') return { title: t('quiz.unavailable.lockedTitle'), body: t('quiz.unavailable.lockedBody'), to: toLevels, label: levelsLabel };
  // A premium category not unlocked yet: its topics screen offers the unlock.
  if (error.code === 'PREMIUM_LOCKED') return { title: error.message, body: null, to: way.category ?? way.quizZone, label: t(way.category ? 'quiz.unavailable.backToTopics' : 'quiz.unavailable.backToQuizZone') };
  if (error.code === 'LEVEL_NOT_FOUND' || error.code === 'NO_QUESTIONS') {
    return { title: t('quiz.unavailable.levelMissing'), body: null, to: toLevels, label: levelsLabel };
  }
  if (error.code !== 'NOT_FOUND') return null;
  if (error.field === 'category') return { title: t('quiz.unavailable.categoryMissing'), body: null, to: way.quizZone, label: t('quiz.unavailable.backToQuizZone') };
  const toTopics = way.category ?? way.quizZone;
  return { title: t('quiz.unavailable.topicMissing'), body: null, to: toTopics, label: t(way.category ? 'quiz.unavailable.backToTopics' : 'quiz.unavailable.backToQuizZone') };
}

/** A Quiz Zone screen that could not load: said as locked or missing when it is, otherwise with Try again. */
export function LoadError({ error, onRetry, back, headingLevel = 2, way }: LoadErrorProps & { readonly way?: WayOut }) {
  const { t } = useTranslation();
  const gone = way ? unavailable(error, way, t) : null;
  if (gone) {
    return (
      <StatusMessage
        tone="empty"
        icon={error.code === 'LEVEL_LOCKED' || error.code === 'PREMIUM_LOCKED' ? 'lock' : 'layers'}
        headingLevel={headingLevel}
        title={gone.title}
        action={<ButtonLink to={gone.to}>{gone.label}</ButtonLink>}
      >
        {gone.body ? <p>{gone.body}</p> : null}
      </StatusMessage>
    );
  }
  return (
    <StatusMessage
      tone="error"
      icon="warning"
      headingLevel={headingLevel}
      title={t('common.loadFailed')}
      action={
        <>
          <Button onClick={onRetry}>{t('common.retry')}</Button>
          {back ? (
            <ButtonLink to={back} variant="secondary">
              {t('common.back')}
            </ButtonLink>
          ) : null}
        </>
      }
    >
      <p>{inlineErrorMessage(error)}</p>
    </StatusMessage>
  );
}
