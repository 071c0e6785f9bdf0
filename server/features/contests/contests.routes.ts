/** Contests: the player's actions and the admin's (contract/api/contests.ts); the authorization gate is the router's. */
import * as contests from '../../../contract/api/contests';
import type { ActionRouter } from '../../plugins/actions';
import type { ContestsAdminService } from './contests-admin.service';
import type { ContestsService } from './contests.service';

export function registerContestRoutes(api: ActionRouter, service: ContestsService, admin: ContestsAdminService): void {
  api.handle(contests.getContest, async ({ user, body }) => service.list(user, body.language_id));
  api.handle(contests.getQuestionsByContest, async ({ user, body }) => service.questions(user, body.contest_id));
  api.handle(contests.setContestAnswer, async ({ user, body }) => service.answer(user, body.contest_id, body.question_id, body.choice));
  // The client's questions_attended, correct_answers and score are accepted and ignored: the server's counts decide.
  api.handle(contests.setContestLeaderboard, async ({ user, body }) => service.finish(user, body.contest_id));
  api.handle(contests.getContestLeaderboard, async ({ user, body }) => service.leaderboard(user, body.contest_id, body));
  api.handle(contests.getContestReview, async ({ user, body }) => service.review(user, body.contest_id));

  api.handle(contests.getAdminContests, async ({ body }) => admin.list(body));
  api.handle(contests.getAdminContest, async ({ body }) => admin.get(body.id));
  api.handle(contests.setAdminContest, async ({ user, body }) => admin.set(user, body));
  api.handle(contests.getAdminContestStandings, async ({ body }) => admin.standings(body.contest_id, body));
}
