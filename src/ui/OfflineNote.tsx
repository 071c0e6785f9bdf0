/**
 * The plain note above content a screen shows from a download (no connection, or a server out of
 * reach). It says where the content comes from and what that means, not that the device is
 * offline: the layout's banner says that, once, above every screen.
 */
import type { ReactNode } from 'react';
import { Icon } from './Icon';

export function OfflineNote({ children }: { readonly children: ReactNode }) {
  return (
    <p className="offline-note" role="status">
      <Icon name="download" size={20} />
      <span>{children}</span>
    </p>
  );
}
