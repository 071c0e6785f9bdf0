/**
 * The centred card every sign-in and sign-up screen uses. Its title is the page's h1 and names the
 * browser tab. When a card replaces another one (a form turning into "Check your e-mail"), the new
 * title receives focus, so keyboard and screen-reader users are not left on the page body; screens
 * give each state's card its own `key` so that it mounts afresh.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/document-title';
import { focusHeadingIfIdle } from '../../lib/focus';
import './auth.css';

export interface AuthCardProps {
  readonly title: string;
  readonly lead?: ReactNode;
  readonly children: ReactNode;
  readonly footer?: ReactNode;
}

export function AuthCard({ title, lead, children, footer }: AuthCardProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(title);
  useEffect(() => {
    focusHeadingIfIdle(heading.current);
  }, []);
  return (
    <div className="auth">
      <section className="auth__card card">
        <h1 id="auth-title" ref={heading} tabIndex={-1} className="auth__title">
          {title}
        </h1>
        {lead ? <p className="auth__lead">{lead}</p> : null}
        {children}
        {footer ? <div className="auth__footer">{footer}</div> : null}
      </section>
    </div>
  );
}

/** A form-level message announced to screen readers. */
export function FormAlert({ tone = 'error', children }: { readonly tone?: 'error' | 'success' | 'info'; readonly children: ReactNode }) {
  return (
    <div className={`form-alert form-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
