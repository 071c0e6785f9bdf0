/** The plain note above content a screen shows from a download because there is no connection. */
import type { ReactNode } from 'react';
import { Icon } from './Icon';

export function OfflineNote({ children }: { readonly children: ReactNode }) {
  return (
    <p className="offline-note" role="status">
      <Icon name="wifiOff" size={20} />
      <span>{children}</span>
    </p>
  );
}
