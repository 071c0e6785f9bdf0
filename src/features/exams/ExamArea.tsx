/** The exam module's screens as one lazy area: the lists, an exam (rules, key, attempt), a result. */
import { Route, Switch } from 'wouter';
import { NotFoundScreen } from '../not-found';
import { ExamListScreen } from './ExamListScreen';
import { ExamResultScreen } from './ExamResultScreen';
import { ExamScreen } from './ExamScreen';
import { examRoutes } from './exam-paths';

export function ExamArea() {
  return (
    <Switch>
      <Route path={examRoutes.list} component={ExamListScreen} />
      <Route path={examRoutes.result} component={ExamResultScreen} />
      <Route path={examRoutes.exam} component={ExamScreen} />
      <Route component={NotFoundScreen} />
    </Switch>
  );
}
