/**
 * The live battles (issue 16, docs/LIVE.md): one lazy area with its words; the app's start-up carries
 * only its addresses. socket.io-client comes with the area's chunk, never with the entry.
 */
import { lazyScreen } from '../../lib/lazy-screen';

export const BattleArea = lazyScreen(() => import('./BattleArea'), 'BattleArea', ['battles', 'live', 'messages', 'quiz']);
