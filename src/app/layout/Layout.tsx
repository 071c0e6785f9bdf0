/** The page frame: header, the main landmark the skip link targets, footer. */
import type { ReactNode } from 'react';
import { Footer } from './Footer';
import { Header } from './Header';

export function Layout({ children }: { readonly children: ReactNode }) {
  return (
    <div className="site">
      <Header />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
