/** Empty, error and notice states: an icon, a title, a message and an optional action. */
import type { ReactNode } from 'react';
import { Icon } from './Icon';
import type { IconName } from './icons';

export interface StatusMessageProps {
  readonly tone?: 'info' | 'error' | 'success' | 'empty';
  readonly icon?: IconName;
  readonly title: string;
  readonly children?: ReactNode;
  readonly action?: ReactNode;
}

export function StatusMessage({ tone = 'info', icon, title, children, action }: StatusMessageProps) {
  return (
    <section className={`status-message status-message--${tone}`} role={tone === 'error' ? 'alert' : undefined}>
      {icon ? (
        <span className="status-message__icon">
          <Icon name={icon} size={32} />
        </span>
      ) : null}
      <h2 className="status-message__title">{title}</h2>
      {children ? <div className="status-message__body">{children}</div> : null}
      {action ? <div className="status-message__action">{action}</div> : null}
    </section>
  );
}
