/**
 * The solo modes' screens as one lazy area (like the billing and admin areas): the app's start-up
 * carries only their addresses (solo-routes.ts), and the first solo screen opened brings the others
 * with it. The player (./play) and the favourites editor stay chunks of their own.
 */
import { Route, Switch } from 'wouter';
import { BookmarksScreen } from './screens/BookmarksScreen';
import { DailyQuizScreen } from './screens/DailyQuizScreen';
import { ModeCategoriesScreen } from './screens/ModeCategoriesScreen';
import { ModePlayScreen } from './screens/ModePlayScreen';
import { PassageScreen } from './screens/PassageScreen';
import { PassagesScreen } from './screens/PassagesScreen';
import { PlayBookmarksScreen } from './screens/PlayBookmarksScreen';
import { SelfChallengeScreen } from './screens/SelfChallengeScreen';
import { WordTopicsScreen } from './screens/WordTopicsScreen';
import { categoryModeRoutes, soloPlayRoutes, soloScreenRoutes as paths } from './solo-routes';

export function SoloArea() {
  return (
    <Switch>
      {soloPlayRoutes.map(([path, mode]) => (
        <Route key={path} path={path}>
          <ModePlayScreen mode={mode} />
        </Route>
      ))}
      {categoryModeRoutes.map(([path, mode]) => (
        <Route key={path} path={path}>
          <ModeCategoriesScreen mode={mode} />
        </Route>
      ))}
      <Route path={paths.bookmarks} component={BookmarksScreen} />
      <Route path={paths.playBookmarks} component={PlayBookmarksScreen} />
      <Route path={paths.playBookmarksShort} component={PlayBookmarksScreen} />
      <Route path={paths.dailyQuiz} component={DailyQuizScreen} />
      <Route path={paths.selfChallenge} component={SelfChallengeScreen} />
      <Route path={paths.wordTopics} component={WordTopicsScreen} />
      <Route path={paths.passages} component={PassagesScreen} />
      <Route path={paths.passage} component={PassageScreen} />
    </Switch>
  );
}
