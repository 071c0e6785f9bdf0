/** The centred card every sign-in and sign-up screen uses. */
import type { ReactNode } from 'react';
import './auth.css';

export interface AuthCardProps {
  readonly title: string;
  readonly lead?: ReactNode;
  readonly children: ReactNode;
  readonly footer?: ReactNode;
}

export function AuthCard({ title, lead, children, footer }: AuthCardProps) {
  return (
    <div className="auth">
      <section className="auth__card card">
        <h1 id="auth-title" className="auth__title">
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
