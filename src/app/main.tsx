/**
 * Entry: styles, i18n with the built-in English, start-up, the React root and the service worker.
 * Start-up (the session read, settings) and the current route's screen chunk begin before React's
 * first render, so they run while React starts instead of after it.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../lib/i18n/i18n';
import { App } from './App';
import { boot } from './boot';
import { registerServiceWorker } from './pwa/register-sw';
import { preloadRoute } from './route-preload';
import './styles/global.css';
import '../ui/ui.css';
import './layout/layout.css';

performance.mark('qh:main');
initI18n();
// The chunk first: its download goes on while boot's first steps run.
preloadRoute(window.location.pathname);
// The boot gate waits on this same run and shows its failure.
boot().catch(() => undefined);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

registerServiceWorker();
