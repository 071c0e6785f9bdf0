/** /admin/passages/new and /admin/passages/:id: a Fun & Learn passage's form, with a link to its questions. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'wouter';
import type { AdminPassage } from '../../../../contract/api/admin-passages';
import { useAsync } from '../../../lib/use-async';
import { AdminLayout } from '../AdminLayout';
import { LoadOne } from '../components/LoadOne';
import { contentApi, one, parseId, passagePath, PASSAGES_PATH, questionsPathFor } from './content.api';
import { PassageForm } from './PassageForm';

async function load(param: string | undefined, signal: AbortSignal, notFound: string): Promise<AdminPassage | null> {
  if (param === 'new') return null;
  const id = parseId(param);
  if (id === null) throw new Error(notFound);
  return one(contentApi.passages({ id, offset: 0, limit: 1 }, signal));
}

export function PassageScreen() {
  const { t } = useTranslation();
  const param = useParams<{ id: string }>().id;
  const [, navigate] = useLocation();
  const [done, setDone] = useState('');
  const { state, reload, setData } = useAsync((signal) => load(param, signal, t('admin.passages.notFound')), `passage:${param}`);
  const back = { to: PASSAGES_PATH, label: t('admin.passages.listTitle') };

  const saved = (passage: AdminPassage, changed: boolean) => {
    if (param === 'new') {
      navigate(passagePath(passage.id));
      setDone(t('admin.passages.created'));
      return;
    }
    setData(passage);
    setDone(changed ? t('admin.passages.saved') : t('admin.content.nothingChanged'));
  };

  return (
    <LoadOne state={state} reload={reload} title={t('admin.passages.screenTitle')} back={back} notFound={t('admin.passages.notFound')}>
      {(passage) => (
        <AdminLayout title={passage ? t('admin.passages.number', { id: passage.id }) : t('admin.passages.new')} back={back}>
          <p className="admin-done" role="status">
            {done}
          </p>
          <PassageForm key={passage ? passage.id : 'new'} passage={passage} onSaved={saved} />
          {passage ? (
            <p className="content-row-actions">
              <Link to={questionsPathFor({ category: passage.category_id, subcategory: passage.subcategory_id })}>{t('admin.passages.itsQuestions')}</Link>
            </p>
          ) : null}
        </AdminLayout>
      )}
    </LoadOne>
  );
}
