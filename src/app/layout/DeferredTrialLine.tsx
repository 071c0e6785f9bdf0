/**
 * The header's free-trial line (src/features/billing/TrialLine.tsx), loaded once the first screen
 * is up and only for a player whose session says they are on a trial: nothing of it is first-load
 * JS, and other players never download it.
 */
import { loadTrialLine } from '../../features/billing';
import { deferredComponent } from './deferred-component';

const NoLine = () => null;

export const DeferredTrialLine = deferredComponent(loadTrialLine, 'The trial line', NoLine);
