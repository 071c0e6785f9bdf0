/**
 * callAction for the code the first screen is made of (start-up, the settings and language
 * stores): the request layer, with the action table and error catalogue it carries, loads with the
 * first call instead of with the first-load JS. A start-up that has its settings and language on
 * the device paints without it; a first visit fetches it beside React's first render. Screens
 * import callAction itself: their chunks load after start-up, when the layer is in.
 */
import type { ActionName } from '../../../contract/api/actions';
import type { ActionData, CallArgs } from './request';

export function callActionLater<N extends ActionName>(action: N, ...args: CallArgs<N>): Promise<ActionData<N>> {
  return import('./request').then(({ callAction }) => callAction(action, ...args));
}
