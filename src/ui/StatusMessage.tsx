/**
 * Empty, error and notice states: an icon, a title, a message and an optional action. When the state
 * is the screen's main content, headingLevel 1 makes its title the page's h1 (and the tab title).
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useDocumentTitle } from '../lib/document-title';
import { focusHeadingIfIdle } from '../lib/focus';
import { Icon } from './Icon';
import type { IconName } from './icons';

export interface StatusMessageProps {
  readonly tone?: 'info' | 'error' | 'success' | 'empty';
  readonly icon?: IconName;
  readonly title: string;
  readonly children?: ReactNode;
  readonly action?: ReactNode;
  /** 1 when the message is the screen's main content (no other h1 on the page); 2 by default. */
  readonly headingLevel?: 1 | 2;
  /** Move focus to the title when the message appears and focus was lost (it replaced what had focus). */
  readonly focusOnMount?: boolean;
}

export function StatusMessage({ tone = 'info', icon, title, children, action, headingLevel = 2, focusOnMount = false }: StatusMessageProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  useDocumentTitle(headingLevel === 1 ? title : null);
  useEffect(() => {
    if (focusOnMount) focusHeadingIfIdle(heading.current);
  }, [focusOnMount]);
  return (
    <section className={`status-message status-message--${tone}`} role={tone === 'error' ? 'alert' : undefined}>
      {icon ? (
        <span className="status-message__icon">
          <Icon name={icon} size={32} />
        </span>
      ) : null}
      <Heading ref={heading} className="status-message__title" tabIndex={headingLevel === 1 || focusOnMount ? -1 : undefined}>
        {title}
      </Heading>
      {children ? <div className="status-message__body">{children}</div> : null}
      {action ? <div className="status-message__action">{action}</div> : null}
    </section>
  );
}
