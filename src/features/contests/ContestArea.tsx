/** Contest Play's screens as one lazy area: the lists, playing one, its leaderboard and its review. */
import { Route, Switch } from 'wouter';
import { NotFoundScreen } from '../not-found';
import { ContestLeaderboardScreen } from './ContestLeaderboardScreen';
import { ContestListScreen } from './ContestListScreen';
import { ContestPlayScreen } from './ContestPlayScreen';
import { ContestReviewScreen } from './ContestReviewScreen';
import { contestRoutes } from './contest-paths';

export function ContestArea() {
  return (
    <Switch>
      <Route path={contestRoutes.list} component={ContestListScreen} />
      <Route path={contestRoutes.play} component={ContestPlayScreen} />
      <Route path={contestRoutes.leaderboard} component={ContestLeaderboardScreen} />
      <Route path={contestRoutes.review} component={ContestReviewScreen} />
      <Route component={NotFoundScreen} />
    </Switch>
  );
}
