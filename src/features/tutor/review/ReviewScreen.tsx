/**
 * /tutor-hub/review: today's review (issue 17). The due skills come from the device (the server's
 * mastery is read first when it answers), the questions are a mix of them, each answer is checked
 * here at once, and the finished review goes out as one 'tutor_review' op. Works offline for every
 * unit the device has kept; a review in progress resumes after a reload.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnectivity } from '../../../lib/connectivity/connectivity';
import { currentLanguageParam } from '../../../lib/language-param';
import { useSession } from '../../../lib/session/session-store';
import { useAsync } from '../../../lib/use-async';
import { loadTutorUnit, pullTutorMastery } from '../../../offline/tutor-progress';
import { Button, ButtonLink } from '../../../ui/Button';
import { LoadError, Loading } from '../../../ui/LoadState';
import { OfflineNote } from '../../../ui/OfflineNote';
import { PageTitle } from '../../../ui/PageTitle';
import { StatusMessage } from '../../../ui/StatusMessage';
import { tutorPaths } from '../tutor-paths';
import { ItemAnswer } from '../session/ItemAnswer';
import { answerText } from '../session/session-plan';
import '../session/session.css';
import { itemOf } from './review-plan';
import { answerReview, readDueReview, readReviewInProgress, readReviewUnits, startReview, type ReviewVerdict } from './review-storage';

/** Reads the server's mastery (online) and, when due skills' units are not on the device, every subject's units; then what is due. */
async function loadDue(userId: string, online: boolean) {
  if (online) await pullTutorMastery(userId);
  const due = await readDueReview(userId, new Date());
  const [firstMissing] = due.missing;
  if (!online || firstMissing === undefined) return due;
  // One read of the subjects keeps all their units on the device.
  await loadTutorUnit(firstMissing, currentLanguageParam());
  return readDueReview(userId, new Date());
}

type Score = NonNullable<ReviewVerdict['score']>;

function ReviewDone({ score }: { readonly score: Score }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="tutor-session__end" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('maths.tutor.daily.doneTitle')}</h2>
      <p role="status">{t('maths.tutor.daily.score', score)}</p>
      <p>{t('maths.tutor.daily.saved')}</p>
      <ButtonLink to={tutorPaths.hub()}>{t('maths.tutor.session.toHub')}</ButtonLink>
    </section>
  );
}

function ReviewPlayer({ userId, onDone }: { readonly userId: string; readonly onDone: (score: Score) => void }) {
  const { t } = useTranslation();
  const promptId = useId();
  const current = useLiveQuery(async () => {
    const row = await readReviewInProgress(userId);
    return row ? { row, units: await readReviewUnits(row) } : null;
  }, [userId]);
  const [busy, setBusy] = useState(false);
  const [verdict, setVerdict] = useState<(ReviewVerdict & { readonly text: string }) | null>(null);
  if (!current) return current === undefined ? <Loading /> : null;
  const { row, units } = current;
  const entry = row.items[row.answers.length];
  const unit = entry ? units.get(entry.curriculum_id) : undefined;
  const item = entry && unit ? itemOf(unit, entry.item_id) : null;
  const answer = (given: string) => {
    if (busy || !item) return;
    setBusy(true);
    void answerReview(userId, units, { index: row.answers.length, answer: given })
      .then((result) => {
        setVerdict({ ...result, text: answerText(item, result.answer) });
        if (result.score) onDone(result.score);
      })
      // A second press on an answered question changes nothing.
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <section aria-labelledby={promptId} className="tutor-session">
      <p className="tutor-session__lead">
        {unit?.name} · {t('maths.tutor.session.position', { n: row.answers.length + 1, total: row.items.length })}
      </p>
      {item ? (
        <>
          <h2 id={promptId} className="tutor-session__prompt" dir="auto">
            {item.prompt}
          </h2>
          <ItemAnswer key={`${row.answers.length}:${item.id}`} item={item} labelledBy={promptId} disabled={busy} onAnswer={answer} />
        </>
      ) : (
        <p>{t('maths.tutor.session.notOnDevice')}</p>
      )}
      <div role="status" aria-live="polite" aria-label={t('maths.tutor.session.feedback')} className="tutor-session__feedback">
        {verdict ? (
          <p className={verdict.correct ? 'tutor-session__right' : 'tutor-session__wrong'}>
            {verdict.correct ? t('maths.tutor.session.say.correct') : t('maths.tutor.session.say.incorrect', { answer: verdict.text })}
          </p>
        ) : null}
      </div>
    </section>
  );
}

export function ReviewScreen() {
  const { t } = useTranslation();
  const user = useSession().user;
  const userId = user ? String(user.id) : null;
  const { online } = useConnectivity();
  const { state, reload } = useAsync(() => (userId === null ? Promise.reject(new Error('not signed in')) : loadDue(userId, online)), `tutor-review:${userId ?? ''}:${String(online)}`);
  const inProgress = useLiveQuery(() => (userId === null ? undefined : readReviewInProgress(userId).then((row) => row ?? null)), [userId]);
  const [starting, setStarting] = useState(false);
  const [score, setScore] = useState<Score | null>(null);
  const back = { to: tutorPaths.hub(), label: t('maths.tutor.session.backToHub') };
  let body;
  if (score) body = <ReviewDone score={score} />;
  else if (state.status === 'loading' || userId === null || inProgress === undefined) body = <Loading />;
  else if (state.status === 'error') body = <LoadError error={state.error} onRetry={reload} back={back.to} headingLevel={2} />;
  else if (inProgress) body = <ReviewPlayer userId={userId} onDone={setScore} />;
  else if (state.data.units.length === 0)
    body = (
      <StatusMessage tone="empty" icon="checkCircle" title={t('maths.tutor.daily.nothingDue')} action={<ButtonLink to={back.to}>{back.label}</ButtonLink>}>
        <p>{t('maths.tutor.daily.nothingDueBody')}</p>
        {state.data.missing.length > 0 ? <p>{t('maths.tutor.daily.missingUnits', { count: state.data.missing.length })}</p> : null}
      </StatusMessage>
    );
  else {
    const { units: due, missing } = state.data;
    body = (
      <section className="tutor-session">
        <h2>{t('maths.tutor.daily.skills')}</h2>
        <ul className="tutor-review__skills">
          {due.slice(0, 5).map((unit) => (
            <li key={unit.curriculum_id} dir="auto">
              {unit.name}
            </li>
          ))}
        </ul>
        {missing.length > 0 ? <p>{t('maths.tutor.daily.missingUnits', { count: missing.length })}</p> : null}
        <div>
          <Button
            busy={starting}
            onClick={() => {
              setStarting(true);
              void startReview(userId, due).finally(() => setStarting(false));
            }}
          >
            {t('maths.tutor.daily.start')}
          </Button>
        </div>
      </section>
    );
  }
  return (
    <div className="container">
      <PageTitle title={t('maths.tutor.daily.title')} lead={t('maths.tutor.daily.lead')} back={back} />
      {online ? null : <OfflineNote>{t('maths.tutor.session.offline')}</OfflineNote>}
      {body}
    </div>
  );
}
