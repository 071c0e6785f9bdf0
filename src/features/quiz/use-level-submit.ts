/** Sends the answer sheet once, applies the server's coins and score to the session, and reports the outcome. */
import { useRef, useState } from 'react';
import type { Answer, LevelResult } from '../../../contract/api/quiz';
import { ApiError, isApiError } from '../../lib/request/api-error';
import { setCoinsAndScore } from '../../lib/session/session-store';
import { quizApi, type LevelRef } from './quiz.api';

export interface LevelSubmit {
  readonly error: ApiError | null;
  submit(answers: readonly Answer[]): void;
}

export function useLevelSubmit(levelRef: LevelRef, onResult: (result: LevelResult) => void, onFailure: () => void): LevelSubmit {
  const [error, setError] = useState<ApiError | null>(null);
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
          // Anything that is not a server answer means the sheet did not get through.
          setError(isApiError(caught) ? caught : new ApiError('NETWORK', 0, caught instanceof Error ? caught.message : String(caught)));
          onFailure();
        })
        .finally(() => {
          inFlight.current = false;
        });
    },
  };
}
