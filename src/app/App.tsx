/** The app: i18n, toasts, the start-up gate, the page frame and the routes (behind the screen error boundary). */
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n/i18n';
import { AppToaster } from '../lib/toast/AppToaster';
import { BootGate } from './BootGate';
import { Layout } from './layout/Layout';
import { LoadErrorBoundary } from './pwa/LoadErrorBoundary';
import { RouteEffects } from './RouteEffects';
import { AppRoutes } from './routes';

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <AppToaster />
      <BootGate>
        <RouteEffects />
        <Layout>
          {/* A screen that cannot load or crashes shows an error with Retry, never a blank page. */}
          <LoadErrorBoundary>
            <AppRoutes />
          </LoadErrorBoundary>
        </Layout>
      </BootGate>
    </I18nextProvider>
  );
}
