/** /admin/contests/new and /admin/contests/:id: a contest's form with its prizes and questions, and a link to its standings once it exists. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'wouter';
import { useAsync } from '../../../lib/use-async';
import { AdminLayout } from '../AdminLayout';
import { parseId } from '../content/content.api';
import { useLanguages } from '../content/use-languages';
import { LoadOne } from '../components/LoadOne';
import { ContestForm } from './ContestForm';
import { CONTESTS_PATH, contestPath, contestStandingsPath, contestsApi } from './contests.api';

export function ContestScreen() {
  const { t } = useTranslation();
  const param = useParams<{ id: string }>().id;
  const isNew = param === 'new';
  const contestId = parseId(param);
  const [, navigate] = useLocation();
  const languages = useLanguages();
  const [done, setDone] = useState('');
  // Bumped after a save: the form starts again from what the server stored (new questions get their ids).
  const [version, setVersion] = useState(0);
  const { state, reload, setData } = useAsync(
    (signal) => (isNew ? Promise.resolve(null) : contestId === null ? Promise.reject(new Error(t('admin.contests.notFound'))) : contestsApi.one(contestId, signal)),
    `contest:${param}`,
  );
  const back = { to: CONTESTS_PATH, label: t('admin.contests.title') };

  const saved = async (id: number) => {
    if (isNew) {
      navigate(contestPath(id));
      setDone(t('admin.contests.created'));
      return;
    }
    try {
      setData(await contestsApi.one(id, new AbortController().signal));
      setVersion((n) => n + 1);
    } catch {
      reload();
    }
    setDone(t('admin.contests.saved'));
  };

  return (
    <LoadOne state={state} reload={reload} title={t('admin.contests.title')} back={back} notFound={t('admin.contests.notFound')}>
      {(loaded) => (
        <AdminLayout title={loaded ? loaded.contest.name : t('admin.contests.new')} back={back}>
          <p className="admin-done" role="status">
            {done}
          </p>
          {loaded ? (
            <p>
              <Link to={contestStandingsPath(loaded.contest.id)}>{t('admin.contests.standingsLink', { participants: loaded.contest.participants })}</Link>
            </p>
          ) : null}
          <ContestForm key={loaded ? `${loaded.contest.id}:${version}` : 'new'} contest={loaded?.contest ?? null} questions={loaded?.questions ?? []} languages={languages} onSaved={(id) => void saved(id)} />
        </AdminLayout>
      )}
    </LoadOne>
  );
}
