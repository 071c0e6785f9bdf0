/** The app: i18n, toasts, the start-up gate, the page frame and the routes. */
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n/i18n';
import { AppToaster } from '../lib/toast/AppToaster';
import { BootGate } from './BootGate';
import { Layout } from './layout/Layout';
import { RouteEffects } from './RouteEffects';
import { AppRoutes } from './routes';

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <AppToaster />
      <BootGate>
        <RouteEffects />
        <Layout>
          <AppRoutes />
        </Layout>
      </BootGate>
    </I18nextProvider>
  );
}
