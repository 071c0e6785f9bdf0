/** The page frame: header, the offline and update notices, the main landmark the skip link targets, footer. */
import type { ReactNode } from 'react';
import { OfflineBanner } from '../../features/sync-status';
import { UpdatePrompt } from '../pwa/UpdatePrompt';
import { Footer } from './Footer';
import { Header } from './Header';

export function Layout({ children }: { readonly children: ReactNode }) {
  return (
    <div className="site">
      <Header />
      {/* In the flow right under the header: they never cover content and come early in the Tab order. */}
      <OfflineBanner />
      <UpdatePrompt />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
