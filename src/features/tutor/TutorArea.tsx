/** The tutor hub as one lazy area (issue 17): the hub, subjects and units with their notes, guided sessions, today's review, the assessments, and the progress report. */
import { Route, Switch } from 'wouter';
import { NotFoundScreen } from '../not-found';
import { AssessmentPaperScreen } from './AssessmentPaperScreen';
import { AssessmentResultsScreen } from './AssessmentResultsScreen';
import { AssessmentReviewScreen } from './AssessmentReviewScreen';
import { AssessmentsScreen } from './AssessmentsScreen';
import { ProgressReportScreen } from './report/ProgressReportScreen';
import { ReviewScreen } from './review/ReviewScreen';
import { SessionScreen } from './session/SessionScreen';
import { SubjectScreen } from './SubjectScreen';
import { TutorHubScreen } from './TutorHubScreen';
import { UnitScreen } from './UnitScreen';
import { tutorRoutes } from './tutor-paths';

export function TutorArea() {
  return (
    <Switch>
      <Route path={tutorRoutes.hub} component={TutorHubScreen} />
      <Route path={tutorRoutes.subject} component={SubjectScreen} />
      <Route path={tutorRoutes.unit} component={UnitScreen} />
      <Route path={tutorRoutes.assessments} component={AssessmentsScreen} />
      <Route path={tutorRoutes.results} component={AssessmentResultsScreen} />
      <Route path={tutorRoutes.review} component={AssessmentReviewScreen} />
      <Route path={tutorRoutes.paper} component={AssessmentPaperScreen} />
      <Route path={tutorRoutes.session} component={SessionScreen} />
      <Route path={tutorRoutes.dailyReview} component={ReviewScreen} />
      <Route path={tutorRoutes.report} component={ProgressReportScreen} />
      <Route component={NotFoundScreen} />
    </Switch>
  );
}
