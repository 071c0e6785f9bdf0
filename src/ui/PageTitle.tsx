/** The screen's heading with an optional lead text and a back link; it also names the browser tab. */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useDocumentTitle } from '../lib/document-title';
import { Icon } from './Icon';

export interface PageTitleProps {
  readonly title: string;
  readonly lead?: ReactNode;
  readonly back?: { readonly to: string; readonly label: string };
}

export function PageTitle({ title, lead, back }: PageTitleProps) {
  useDocumentTitle(title);
  return (
    <header className="page-title">
      {back ? (
        <Link to={back.to} className="page-title__back">
          <Icon name="arrowBack" size={18} className="page-title__arrow" />
          <span dir="auto">{back.label}</span>
        </Link>
      ) : null}
      {/* Focused after a navigation (src/app/RouteEffects.tsx). */}
      <h1 dir="auto" tabIndex={-1}>
        {title}
      </h1>
      {lead ? (
        <p className="page-title__lead" dir="auto">
          {lead}
        </p>
      ) : null}
    </header>
  );
}
