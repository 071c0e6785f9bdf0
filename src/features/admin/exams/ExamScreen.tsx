/** /admin/exams/new and /admin/exams/:id: an exam's form with its questions, and a link to its results once it exists. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'wouter';
import { useAsync } from '../../../lib/use-async';
import { AdminLayout } from '../AdminLayout';
import { parseId } from '../content/content.api';
import { useLanguages } from '../content/use-languages';
import { LoadOne } from '../components/LoadOne';
import { ExamForm } from './ExamForm';
import { EXAMS_PATH, examPath, examResultsPath, examsApi } from './exams.api';

export function ExamScreen() {
  const { t } = useTranslation();
  const param = useParams<{ id: string }>().id;
  const isNew = param === 'new';
  const examId = parseId(param);
  const [, navigate] = useLocation();
  const languages = useLanguages();
  const [done, setDone] = useState('');
  // Bumped after a save: the form starts again from what the server stored (new questions get their ids).
  const [version, setVersion] = useState(0);
  const { state, reload, setData } = useAsync(
    (signal) => (isNew ? Promise.resolve(null) : examId === null ? Promise.reject(new Error(t('admin.exams.notFound'))) : examsApi.one(examId, signal)),
    `exam:${param}`,
  );
  const back = { to: EXAMS_PATH, label: t('admin.exams.title') };

  const saved = async (id: number) => {
    if (isNew) {
      navigate(examPath(id));
      setDone(t('admin.exams.created'));
      return;
    }
    try {
      setData(await examsApi.one(id, new AbortController().signal));
      setVersion((n) => n + 1);
    } catch {
      reload();
    }
    setDone(t('admin.exams.saved'));
  };

  return (
    <LoadOne state={state} reload={reload} title={t('admin.exams.title')} back={back} notFound={t('admin.exams.notFound')}>
      {(loaded) => (
        <AdminLayout title={loaded ? loaded.exam.title : t('admin.exams.new')} back={back}>
          <p className="admin-done" role="status">
            {done}
          </p>
          {loaded ? (
            <p>
              <Link to={examResultsPath(loaded.exam.id)}>{t('admin.exams.resultsLink', { attempts: loaded.exam.attempts, violations: loaded.exam.violations })}</Link>
            </p>
          ) : null}
          <ExamForm key={loaded ? `${loaded.exam.id}:${version}` : 'new'} exam={loaded?.exam ?? null} questions={loaded?.questions ?? []} languages={languages} onSaved={(id) => void saved(id)} />
        </AdminLayout>
      )}
    </LoadOne>
  );
}
