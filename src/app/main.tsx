/** Entry: styles, i18n with the built-in English, the React root and the service worker. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../lib/i18n/i18n';
import { App } from './App';
import { registerServiceWorker } from './pwa/register-sw';
import './styles/global.css';
import '../ui/ui.css';
import './layout/layout.css';

initI18n();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

registerServiceWorker();
