/** The battles' HTTP actions this feature owns (contract/api/battles.ts): create_room and get_random_questions; the router checks 'subscriber'. */
import * as battles from '../../../contract/api/battles';
import type { ActionRouter } from '../../plugins/actions';
import type { BattlesService } from './battles.service';

export function registerBattleRoutes(api: ActionRouter, service: BattlesService): void {
  // The owner's socket joins the room with a `join` request right after (the live channel).
  api.handle(battles.createRoom, async ({ user, body }) => service.snapshot(await service.rooms.create(user, body)));
  api.handle(battles.getRandomQuestions, async ({ user, body }) => service.randomQuestions(user, body));
}
