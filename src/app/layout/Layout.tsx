/** The page frame: header, the update notice, the main landmark the skip link targets, footer. */
import type { ReactNode } from 'react';
import { UpdatePrompt } from '../pwa/UpdatePrompt';
import { Footer } from './Footer';
import { Header } from './Header';

export function Layout({ children }: { readonly children: ReactNode }) {
  return (
    <div className="site">
      <Header />
      {/* In the flow right under the header: it never covers content and comes early in the Tab order. */}
      <UpdatePrompt />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
