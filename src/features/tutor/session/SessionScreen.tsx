/**
 * /tutor-hub/units/:curriculumId/session: the guided session of one unit. The unit's content is
 * read from the server when it answers and kept on the device, so a session opened before plays
 * offline; the server's session of the unit is merged in first (resuming one started on another
 * device), and nothing waits for it offline.
 */
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { currentLanguageParam } from '../../../lib/language-param';
import { useConnectivity } from '../../../lib/connectivity/connectivity';
import { useSession } from '../../../lib/session/session-store';
import { useAsync } from '../../../lib/use-async';
import { loadTutorUnit, pullTutorSession } from '../../../offline/tutor-progress';
import { ButtonLink } from '../../../ui/Button';
import { LoadError, Loading } from '../../../ui/LoadState';
import { OfflineNote } from '../../../ui/OfflineNote';
import { PageTitle } from '../../../ui/PageTitle';
import { StatusMessage } from '../../../ui/StatusMessage';
import { tutorPaths } from '../tutor-paths';
import { SessionPlayer } from './SessionPlayer';
import './session.css';

/** A unit id of the address, or null when it is not one. */
export function curriculumIdOf(segment: string | undefined): number | null {
  if (!segment || !/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return Number.isSafeInteger(id) ? id : null;
}

export function SessionScreen() {
  const { t } = useTranslation();
  const params = useParams<{ curriculumId: string }>();
  const curriculumId = curriculumIdOf(params.curriculumId);
  const user = useSession().user;
  const userId = user ? String(user.id) : null;
  const { online } = useConnectivity();
  const { state, reload } = useAsync(async (signal) => {
    if (curriculumId === null || userId === null) return null;
    const [unit] = await Promise.all([loadTutorUnit(curriculumId, currentLanguageParam(), signal), pullTutorSession(userId, curriculumId)]);
    return unit;
  }, `tutor-session:${userId ?? ''}:${curriculumId ?? ''}`);
  const back = { to: tutorPaths.hub(), label: t('maths.tutor.session.backToHub') };
  let body;
  if (curriculumId === null) body = <StatusMessage tone="empty" icon="layers" headingLevel={1} title={t('maths.tutor.session.notFound')} action={<ButtonLink to={back.to}>{back.label}</ButtonLink>} />;
  else if (state.status === 'loading' || userId === null) body = <Loading />;
  else if (state.status === 'error') body = <LoadError error={state.error} onRetry={reload} back={back.to} headingLevel={1} />;
  else if (state.data === null)
    body = (
      <StatusMessage tone="empty" icon="layers" headingLevel={1} title={online ? t('maths.tutor.session.notFound') : t('maths.tutor.session.notOnDevice')} action={<ButtonLink to={back.to}>{back.label}</ButtonLink>} />
    );
  else
    body = (
      <>
        <PageTitle title={state.data.name} back={back} />
        {online ? null : <OfflineNote>{t('maths.tutor.session.offline')}</OfflineNote>}
        <SessionPlayer unit={state.data} userId={userId} />
      </>
    );
  return <div className="container">{body}</div>;
}
