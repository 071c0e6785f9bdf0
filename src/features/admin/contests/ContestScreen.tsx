/** /admin/contests/new and /admin/contests/:id: a contest's form with its prizes and questions, and a link to its standings once it exists. */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatNumber } from '../../../lib/i18n/number-format';
import { AdminLayout } from '../AdminLayout';
import { LoadOne } from '../components/LoadOne';
import { useEditScreen } from '../components/use-edit-screen';
import { useLanguages } from '../content/use-languages';
import { ContestForm } from './ContestForm';
import { CONTESTS_PATH, contestPath, contestStandingsPath, contestsApi } from './contests.api';

export function ContestScreen() {
  const { t, i18n } = useTranslation();
  const languages = useLanguages();
  const screen = useEditScreen('contest', contestsApi.one, contestPath, { notFound: t('admin.contests.notFound'), created: t('admin.contests.created'), saved: t('admin.contests.saved') });
  const back = { to: CONTESTS_PATH, label: t('admin.contests.title') };

  return (
    <LoadOne state={screen.state} reload={screen.reload} title={t('admin.contests.title')} back={back} notFound={t('admin.contests.notFound')}>
      {(loaded) => (
        <AdminLayout title={loaded ? loaded.contest.name : t('admin.contests.new')} back={back}>
          <p className="admin-done" role="status">
            {screen.done}
          </p>
          {loaded ? (
            <p>
              <Link to={contestStandingsPath(loaded.contest.id)}>{t('admin.contests.standingsLink', { participants: formatNumber(loaded.contest.participants, i18n.language) })}</Link>
            </p>
          ) : null}
          <ContestForm key={screen.formKey} contest={loaded?.contest ?? null} questions={loaded?.questions ?? []} languages={languages} onSaved={screen.onSaved} />
        </AdminLayout>
      )}
    </LoadOne>
  );
}
