/**
 * Entry: styles, i18n with the built-in English, start-up, the React root and the service worker.
 * Start-up (the session read, settings) and then the current route's screen chunk begin before
 * React's first render, so they run while React starts instead of after it.
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
// Boot first: its first step asks IndexedDB for the session, and on a cold start that read (the
// browser opening its IndexedDB backend) is the longest wait before the first screen, hundreds of
// ms at 4x throttle. Starting the route's chunk first delayed that read by the preload's own work
// on the main thread (Vite's preload helper adds a link per dependency: about 250 ms at 4x).
// The boot gate waits on this same run and shows its failure.
boot().catch(() => undefined);
// The chunk's download goes on while the session read and the settings run.
preloadRoute(window.location.pathname);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

registerServiceWorker();
