/** /admin/import: questions exported to a CSV or JSON file, and a file checked and imported. */
import { useTranslation } from 'react-i18next';
import { AdminLayout } from '../AdminLayout';
import { ExportPanel } from './ExportPanel';
import { ImportPanel } from './ImportPanel';
import { useLanguages } from './use-languages';

export function ImportExportScreen() {
  const { t } = useTranslation();
  const languages = useLanguages();
  return (
    <AdminLayout title={t('admin.content.importExportTitle')} lead={t('admin.content.importExportLead')}>
      <div className="admin-stack">
        <ImportPanel />
        <ExportPanel languages={languages} />
      </div>
    </AdminLayout>
  );
}
