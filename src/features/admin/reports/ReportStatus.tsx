/** A report's status as a badge, in words. */
import { useTranslation } from 'react-i18next';
import type { QuestionReportRow } from '../../../../contract/api/reports';

export function ReportStatus({ status }: { readonly status: QuestionReportRow['status'] }) {
  const { t } = useTranslation();
  return <span className={`admin-badge admin-badge--report-${status}`}>{t(`admin.reports.statuses.${status}`)}</span>;
}
