/** The countdown is shared with the solo player: it lives in src/lib/use-countdown.ts. */
export { useCountdown } from '../../lib/use-countdown';
