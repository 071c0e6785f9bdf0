/** /admin/questions/new (?subcategory=) and /admin/questions/:id: a question's form, with links to its level's order and its audit trail. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'wouter';
import type { AdminQuestion } from '../../../../contract/api/admin-content';
import { useAsync } from '../../../lib/use-async';
import { AdminLayout } from '../AdminLayout';
import { auditPathFor } from '../audit/audit-paths';
import { contentApi, levelOrderPath, one, parseId, questionPath, QUESTIONS_PATH } from './content.api';
import { LoadOne } from '../components/LoadOne';
import { QuestionForm } from './QuestionForm';

interface Loaded {
  readonly question: AdminQuestion | null;
  readonly start: { readonly categoryId: number; readonly subcategoryId: number } | null;
}

async function load(param: string | undefined, startSubcategory: number | null, signal: AbortSignal, notFound: string): Promise<Loaded> {
  if (param === 'new') {
    if (startSubcategory === null) return { question: null, start: null };
    const sub = await contentApi.subcategories({ id: startSubcategory, offset: 0, limit: 1, order_by: 'sort' }, signal);
    const row = sub.data[0];
    return { question: null, start: row ? { categoryId: row.category_id, subcategoryId: row.id } : null };
  }
  const id = parseId(param);
  if (id === null) throw new Error(notFound);
  return { question: await one(contentApi.questions({ id, offset: 0, limit: 1 }, signal)), start: null };
}

export function QuestionScreen() {
  const { t } = useTranslation();
  const param = useParams<{ id: string }>().id;
  const startSubcategory = parseId(useSearchParams()[0].get('subcategory'));
  const [, navigate] = useLocation();
  const [done, setDone] = useState('');
  const { state, reload, setData } = useAsync((signal) => load(param, startSubcategory, signal, t('admin.content.questionNotFound')), `question:${param}:${startSubcategory}`);
  const back = { to: QUESTIONS_PATH, label: t('admin.content.questionsTitle') };

  const saved = (question: AdminQuestion, changed: boolean) => {
    if (param === 'new') {
      navigate(questionPath(question.id));
      setDone(t('admin.content.questionCreated'));
      return;
    }
    setData({ question, start: null });
    setDone(changed ? t('admin.content.questionSaved') : t('admin.content.nothingChanged'));
  };

  return (
    <LoadOne state={state} reload={reload} title={t('admin.content.questionTitle')} back={back} notFound={t('admin.content.questionNotFound')}>
      {({ question, start }) => (
        <AdminLayout title={question ? t('admin.content.questionNumber', { id: question.id }) : t('admin.content.newQuestion')} back={back}>
          <p className="admin-done" role="status">
            {done}
          </p>
          <QuestionForm key={question ? question.id : `new:${start?.subcategoryId ?? ''}`} question={question} start={start} onSaved={saved} />
          {question ? (
            <p className="content-row-actions">
              <Link to={levelOrderPath(question.subcategory_id, question.level)}>{t('admin.content.orderThisLevel')}</Link>
              <Link to={auditPathFor(`question:${question.id}`)}>{t('admin.content.questionAudit')}</Link>
            </p>
          ) : null}
        </AdminLayout>
      )}
    </LoadOne>
  );
}
