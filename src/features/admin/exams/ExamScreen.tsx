/** /admin/exams/new and /admin/exams/:id: an exam's form with its questions, and a link to its results once it exists. */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatNumber } from '../../../lib/i18n/number-format';
import { AdminLayout } from '../AdminLayout';
import { LoadOne } from '../components/LoadOne';
import { useEditScreen } from '../components/use-edit-screen';
import { useLanguages } from '../content/use-languages';
import { ExamForm } from './ExamForm';
import { EXAMS_PATH, examPath, examResultsPath, examsApi } from './exams.api';

export function ExamScreen() {
  const { t, i18n } = useTranslation();
  const languages = useLanguages();
  const screen = useEditScreen('exam', examsApi.one, examPath, { notFound: t('admin.exams.notFound'), created: t('admin.exams.created'), saved: t('admin.exams.saved') });
  const back = { to: EXAMS_PATH, label: t('admin.exams.title') };

  return (
    <LoadOne state={screen.state} reload={screen.reload} title={t('admin.exams.title')} back={back} notFound={t('admin.exams.notFound')}>
      {(loaded) => (
        <AdminLayout title={loaded ? loaded.exam.title : t('admin.exams.new')} back={back}>
          <p className="admin-done" role="status">
            {screen.done}
          </p>
          {loaded ? (
            <p>
              <Link to={examResultsPath(loaded.exam.id)}>{t('admin.exams.resultsLink', { attempts: formatNumber(loaded.exam.attempts, i18n.language), violations: formatNumber(loaded.exam.violations, i18n.language) })}</Link>
            </p>
          ) : null}
          <ExamForm key={screen.formKey} exam={loaded?.exam ?? null} questions={loaded?.questions ?? []} languages={languages} onSaved={screen.onSaved} />
        </AdminLayout>
      )}
    </LoadOne>
  );
}
