/**
 * Sends a finished round's sheet (solo-sheet.ts) and turns the outcome into play events, the way
 * Quiz Zone's use-level-submit.ts does: the server's result (its coins and score go to the
 * session), saved on the device (the screen keeps listening for the answer a sync brings), or
 * refused with the server's reason. Only a failure to store the sheet on the device is an error.
 */
import { useEffect, useRef, useState } from 'react';
import type { SoloSheet } from '../../../../contract/api/solo';
import { isErrorCode } from '../../../../contract/errors';
import { ApiError, isApiError } from '../../../lib/request/api-error';
import { requestHooks } from '../../../lib/request/request-hooks';
import { setCoinsAndScore } from '../../../lib/session/session-store';
import { currentUserId } from '../../../lib/session/current-user-id';
import type { SoloPlayEvent } from './solo-play-state';
import { awaitSoloOutcome, submitSoloSheet, type SoloSheetOutcome } from './solo-sheet';

export interface SoloSubmit {
  readonly error: ApiError | null;
  submit(sheet: SoloSheet): void;
}

export function useSoloSubmit(dispatch: (event: SoloPlayEvent) => void): SoloSubmit {
  const [error, setError] = useState<ApiError | null>(null);
  const inFlight = useRef(false);
  const listening = useRef<AbortController | null>(null);
  useEffect(() => () => listening.current?.abort(), []);

  const show = (outcome: SoloSheetOutcome): void => {
    if (outcome.kind === 'scored') {
      setCoinsAndScore({ coins: outcome.result.coins, all_time_score: outcome.result.all_time_score });
      dispatch({ type: 'result', result: outcome.result });
    } else if (outcome.kind === 'rejected') {
      const code = isErrorCode(outcome.code) ? outcome.code : undefined;
      dispatch({ type: 'rejected', code: outcome.code, message: requestHooks().translateMessage(code, outcome.message, outcome.coded) });
    } else {
      dispatch({ type: 'saved' });
      if (outcome.opId) listen(outcome.opId);
    }
  };

  const listen = (opId: string): void => {
    listening.current?.abort();
    const controller = new AbortController();
    listening.current = controller;
    awaitSoloOutcome(opId, controller.signal)
      .then((later) => {
        if (later && later.kind !== 'saved' && !controller.signal.aborted) show(later);
      })
      .catch(() => undefined);
  };

  return {
    error,
    submit(sheet) {
      if (inFlight.current) return;
      inFlight.current = true;
      setError(null);
      const userId = currentUserId();
      const sent = userId
        ? submitSoloSheet(userId, sheet)
        : Promise.reject(new ApiError('AUTH_REQUIRED', 401, requestHooks().translateMessage('AUTH_REQUIRED', 'To access this feature, please log in.')));
      sent
        .then(show)
        .catch((caught: unknown) => {
          setError(isApiError(caught) ? caught : new ApiError('CLIENT', 0, caught instanceof Error ? caught.message : String(caught)));
          dispatch({ type: 'submit-failed' });
        })
        .finally(() => {
          inFlight.current = false;
        });
    },
  };
}
