/**
 * The admin area: the screen for the address, or the admin's own "no such page". It imports only
 * the route table, so its chunk stays the small loader a player's start-up points at.
 */
import { Route, Switch } from 'wouter';
import { adminRoutes, NoSuchAdminPage } from './admin-routes';

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
