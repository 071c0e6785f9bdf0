/** The battles as one lazy area (issue 16): the 1 v 1, group rooms and the battle statistics. */
import { Route, Switch } from 'wouter';
import { NotFoundScreen } from '../not-found';
import { BattleStatisticsScreen } from './BattleStatisticsScreen';
import { GroupBattleScreen } from './GroupBattleScreen';
import { RandomBattleScreen } from './RandomBattleScreen';
import { battleRoutes } from './battle-paths';

export function BattleArea() {
  return (
    <Switch>
      <Route path={battleRoutes.random} component={RandomBattleScreen} />
      <Route path={battleRoutes.group} component={GroupBattleScreen} />
      <Route path={battleRoutes.statistics} component={BattleStatisticsScreen} />
      <Route component={NotFoundScreen} />
    </Switch>
  );
}
