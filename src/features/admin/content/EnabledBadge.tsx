/** "Enabled" or "Disabled (hidden from players)" as a badge in a list. */
import { useTranslation } from 'react-i18next';

export function EnabledBadge({ active }: { readonly active: boolean }) {
  const { t } = useTranslation();
  return <span className={`admin-badge ${active ? '' : 'admin-badge--deactivated'}`}>{active ? t('admin.content.on') : t('admin.content.off')}</span>;
}
