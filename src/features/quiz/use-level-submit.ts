/**
 * Sends a finished level's sheet through the outbox (submit-sheet.ts) and turns the outcome into
 * play events: the server's score (applied to the session's coins and score), saved on the device,
 * or refused with the server's reason. Only a failure to store the sheet on the device is an error.
 * A sheet saved on the device keeps the screen listening: when a sync brings the server's answer,
 * the saved card turns into the server's result.
 */
import { useEffect, useRef, useState } from 'react';
import type { Answer } from '../../../contract/api/quiz';
import { isErrorCode } from '../../../contract/errors';
import { ApiError, isApiError } from '../../lib/request/api-error';
import { requestHooks } from '../../lib/request/request-hooks';
import { setCoinsAndScore } from '../../lib/session/session-store';
import type { PlayEvent } from './play-state';
import type { LevelRef } from './quiz.api';
import { currentUserId } from '../../lib/session/current-user-id';
import { awaitSheetOutcome, submitSheet, type SheetOutcome, type SubmitSheetOptions } from './submit-sheet';

export interface LevelSubmit {
  readonly error: ApiError | null;
  /** `localPercentage`: the device's own tally against a pack's key, or null without a key. */
  submit(answers: readonly Answer[], localPercentage: number | null): void;
}

export type RoundSheetOptions = Pick<SubmitSheetOptions, 'maxLevel' | 'roundId' | 'passPercentage'>;

export function useLevelSubmit(levelRef: LevelRef, options: RoundSheetOptions, dispatch: (event: PlayEvent) => void): LevelSubmit {
  const [error, setError] = useState<ApiError | null>(null);
  const inFlight = useRef(false);
  const listening = useRef<AbortController | null>(null);
  useEffect(() => () => listening.current?.abort(), []);

  const show = (outcome: SheetOutcome, userId: string): void => {
    if (outcome.kind === 'scored') {
      setCoinsAndScore({ coins: outcome.result.coins, all_time_score: outcome.result.all_time_score });
      dispatch({ type: 'result', result: outcome.result });
    } else if (outcome.kind === 'rejected') {
      const code = isErrorCode(outcome.code) ? outcome.code : undefined;
      dispatch({ type: 'rejected', code: outcome.code, message: requestHooks().translateMessage(code, outcome.message, outcome.coded) });
    } else {
      dispatch({ type: 'saved' });
      if (outcome.opId) listen(outcome.opId, userId);
    }
  };

  const listen = (opId: string, userId: string): void => {
    listening.current?.abort();
    const controller = new AbortController();
    listening.current = controller;
    awaitSheetOutcome(opId, userId, levelRef, options.maxLevel, controller.signal)
      .then((later) => {
        if (later && later.kind !== 'saved' && !controller.signal.aborted) show(later, userId);
      })
      .catch(() => undefined);
  };

  return {
    error,
    submit(answers, localPercentage) {
      if (inFlight.current) return;
      inFlight.current = true;
      setError(null);
      const userId = currentUserId();
      const sent = userId
        ? submitSheet(userId, levelRef, answers, { ...options, localPercentage })
        : Promise.reject(new ApiError('AUTH_REQUIRED', 401, requestHooks().translateMessage('AUTH_REQUIRED', 'To access this feature, please log in.')));
      sent
        .then((outcome) => show(outcome, userId ?? ''))
        .catch((caught: unknown) => {
          // The sheet is not even on the device (storage refused): the answers stay on screen to retry.
          setError(isApiError(caught) ? caught : new ApiError('CLIENT', 0, caught instanceof Error ? caught.message : String(caught)));
          dispatch({ type: 'submit-failed' });
        })
        .finally(() => {
          inFlight.current = false;
        });
    },
  };
}
