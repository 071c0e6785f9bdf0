/**
 * The admin area: the screen for the address, or the admin's own "no such page". It imports only
 * the route table, so its chunk stays the small loader a player's start-up points at.
 */
import { Route, Switch } from 'wouter';
import { adminRoutes, NoSuchAdminPage } from './admin-routes';
// Every admin style loads with this chunk, the admin area's entry, once. CSS imported by a chunk
// that several admin screens share comes out of the bundler without its source's name, which the
// build's rule needs to keep it out of the players' precache (sw/build/lazy-chunks.ts assetFileName;
// npm run check-budgets counts bundle.admin-in-precache).
import './admin.css';
import './battle-reports/battle-reports.css';
import './billing/billing.css';
import './components/admin-parts.css';
import './components/fields.css';
import './components/questions-editor.css';
import './contests/contests.css';
import './content/content.css';
import './dashboard/dashboard.css';
import './exams/exams.css';
import './languages/languages.css';
import './maths/maths.css';
import './notifications/notifications.css';
import './pages/pages.css';
import './reports/reports.css';
import './settings/settings.css';
import './users/users-ops.css';

export function AdminArea() {
  return (
    <Switch>
      {adminRoutes.map(([path, screen]) => (
        <Route key={path} path={path} component={screen} />
      ))}
      <Route component={NoSuchAdminPage} />
    </Switch>
  );
}
