/** Sends the answer sheet once, applies the server's coins and score to the session, and reports the outcome. */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Answer, LevelResult } from '../../../contract/api/quiz';
import { isApiError } from '../../lib/request/api-error';
import { setCoinsAndScore } from '../../lib/session/session-store';
import { quizApi, type LevelRef } from './quiz.api';

export interface LevelSubmit {
  readonly error: string | null;
  submit(answers: readonly Answer[]): void;
}

export function useLevelSubmit(levelRef: LevelRef, onResult: (result: LevelResult) => void, onFailure: () => void): LevelSubmit {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);
  return {
    error,
    submit(answers) {
      if (inFlight.current) return;
      inFlight.current = true;
      setError(null);
      quizApi
        .submit(levelRef, answers)
        .then((result) => {
          setCoinsAndScore({ coins: result.coins, all_time_score: result.all_time_score });
          onResult(result);
        })
        .catch((caught: unknown) => {
          setError(isApiError(caught) ? caught.message : t('errors.NETWORK'));
          onFailure();
        })
        .finally(() => {
          inFlight.current = false;
        });
    },
  };
}
