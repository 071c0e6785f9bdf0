/** The plain note on Quiz Zone screens that show a downloaded pack instead of the server's data. */
import type { ReactNode } from 'react';
import { Icon } from '../../ui/Icon';

export function OfflineNote({ children }: { readonly children: ReactNode }) {
  return (
    <p className="quiz-offline-note" role="status">
      <Icon name="wifiOff" size={20} />
      <span>{children}</span>
    </p>
  );
}
