/**
 * The guided session player of one unit (issue 17), tablet first and offline first: the session is
 * read live from the device (src/offline/tutor-progress.ts), every step is the engine's
 * (session-engine.ts), worded by the tutor provider (tutor-provider.ts: the engine's own words
 * unless the deployment configures a chat endpoint) and saved with its outbox op before the screen
 * moves on, so a reload, a lost connection or another device resumes where the student left off.
 * The hint and each verdict are announced in a live region; the whole conversation is a list a
 * screen reader can read.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TutorTurn, TutorUnit } from '../../../../contract/api/tutor';
import { TUTOR_STAGES, type TutorStage } from '../../../../contract/tutor/mastery-rules';
import { isOnline } from '../../../lib/connectivity/connectivity';
import { callAction } from '../../../lib/request/request';
import { useSettings } from '../../../lib/settings/settings';
import { randomId } from '../../../offline/device';
import { readSkillMastery, readTutorSession, recordSessionStep } from '../../../offline/tutor-progress';
import { Button, ButtonLink } from '../../../ui/Button';
import { Loading } from '../../../ui/LoadState';
import { masteryParts } from '../mastery-text';
import { NoteBlocks } from '../NoteBlocks';
import { tutorPaths } from '../tutor-paths';
import { advance, viewOf, type SessionEvent, type SessionView } from './session-engine';
import { answerText } from './session-plan';
import { hintLead, sessionTexts } from './session-texts';
import { ItemAnswer } from './ItemAnswer';
import { chatProvider, phraseStep, ruleBasedProvider, type TutorProvider } from './tutor-provider';

/** Every turn's id: a prefix and 16 random base64url characters (96 bits), unique per user forever. */
export const newTurnId = (prefix: 'start' | 'turn'): string => `${prefix}-${randomId(12)}`;

/** The deployment's phrasing (system configuration tutor_phrasing): the server's chat endpoint, asked quietly. */
const serverPhrasing: TutorProvider = chatProvider((body, signal) => callAction('phrase_tutor_turns', body, { displayToast: false, signal }));

const SHOWN_STAGES: readonly TutorStage[] = TUTOR_STAGES.filter((s) => s !== 'complete');

function StageSteps({ stage }: { readonly stage: TutorStage }) {
  const { t } = useTranslation();
  const at = TUTOR_STAGES.indexOf(stage);
  return (
    <ol className="tutor-session__stages" aria-label={t('maths.tutor.session.stages')}>
      {SHOWN_STAGES.map((s, i) => (
        <li key={s} aria-current={s === stage ? 'step' : undefined} className={i < at ? 'is-done' : s === stage ? 'is-current' : undefined}>
          {t(`maths.tutor.session.stage.${s}`)}
        </li>
      ))}
    </ol>
  );
}

function Transcript({ turns }: { readonly turns: readonly TutorTurn[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  if (turns.length === 0) return null;
  return (
    <details className="tutor-session__transcript">
      <summary id={headingId}>{t('maths.tutor.session.transcript', { count: turns.length })}</summary>
      <ol aria-labelledby={headingId}>
        {turns.map((turn) => (
          <li key={turn.turn_id} className={`tutor-session__turn tutor-session__turn--${turn.role}`}>
            <span className="tutor-session__who">{t(turn.role === 'tutor' ? 'maths.tutor.session.tutor' : 'maths.tutor.session.you')}</span>{' '}
            <span dir="auto">{turn.text}</span>
          </li>
        ))}
      </ol>
    </details>
  );
}

/** The live region: the hint of the current item, or the verdict of the last answer. */
function Feedback({ view }: { readonly view: SessionView }) {
  const { t } = useTranslation();
  let body = null;
  if (view.hint) {
    body = (
      <div className="tutor-session__hint">
        <p>{hintLead(t, view.hint)}</p>
        <ol start={view.hint.from + 1}>
          {view.hint.steps.map((step, i) => (
            <li key={i} dir="auto">
              {step.text}
            </li>
          ))}
        </ol>
      </div>
    );
  } else if (view.last) {
    const right = answerText(view.last.item, view.last.item.answer);
    body = <p className={view.last.correct ? 'tutor-session__right' : 'tutor-session__wrong'}>{view.last.correct ? t('maths.tutor.session.say.correct') : t('maths.tutor.session.say.incorrect', { answer: right })}</p>;
  }
  return (
    <div role="status" aria-live="polite" aria-label={t('maths.tutor.session.feedback')} className="tutor-session__feedback">
      {body}
    </div>
  );
}

function EndScreen({ unit, userId, view, onRestart, busy }: { readonly unit: TutorUnit; readonly userId: string; readonly view: SessionView; readonly onRestart: () => void; readonly busy: boolean }) {
  const { t } = useTranslation();
  // The time is read with the figures, so 'review due in 3 days' counts from when they were read.
  const read = useLiveQuery(async () => ({ mastery: await readSkillMastery(userId, unit.curriculum_id), now: Date.now() }), [userId, unit.curriculum_id]);
  const result = view.result ?? { correct: 0, total: 0 };
  return (
    <section className="tutor-session__end" aria-labelledby="tutor-session-end">
      <h2 id="tutor-session-end">{t('maths.tutor.session.completeTitle')}</h2>
      <p className="tutor-session__score">{t('maths.tutor.session.say.complete', { correct: result.correct, total: result.total })}</p>
      {read ? (
        <p className="tutor-session__mastery" data-testid="session-mastery">
          <strong>{t(`maths.tutor.level.${read.mastery.level}`)}</strong>{' '}
          {masteryParts(read.mastery, read.now)
            .map((part) => t(part.key, part.values))
            .join(t('maths.tutor.mastery.separator'))}
        </p>
      ) : null}
      <div className="tutor-session__actions">
        <Button onClick={onRestart} busy={busy}>
          {t('maths.tutor.session.again')}
        </Button>
        <ButtonLink variant="secondary" to={tutorPaths.review()}>
          {t('maths.tutor.session.toReview')}
        </ButtonLink>
        <ButtonLink variant="ghost" to={tutorPaths.hub()}>
          {t('maths.tutor.session.toHub')}
        </ButtonLink>
      </div>
    </section>
  );
}

export interface SessionPlayerProps {
  readonly unit: TutorUnit;
  readonly userId: string;
}

export function SessionPlayer({ unit, userId }: SessionPlayerProps) {
  const { t, i18n } = useTranslation();
  const promptId = useId();
  // Off unless the server says a chat endpoint is configured: then only the words of tutor turns change.
  const provider = useSettings().system.data?.tutor_phrasing === true ? serverPhrasing : ruleBasedProvider;
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  // After a step is saved, the transcript this screen shows must have caught up before the next
  // step is made from it (the live query answers just after the write): no answer is given twice.
  const [awaitedTurns, setAwaitedTurns] = useState(0);
  const session = useLiveQuery(() => readTutorSession(userId, unit.curriculum_id), [userId, unit.curriculum_id]);
  if (!session) return <Loading />;
  const view = viewOf(unit, session);
  const busy = saving || session.transcript.length < awaitedTurns;

  const act = (event: SessionEvent) => {
    if (busy) return;
    let step;
    try {
      step = advance(unit, session, event, { newId: newTurnId, now: new Date().toISOString(), texts: sessionTexts(t) });
    } catch {
      // An event the stage no longer offers (a second press as the screen moved on): nothing to do.
      return;
    }
    setSaving(true);
    setFailed(false);
    const expected = session.transcript.length + step.turns.length;
    // The provider may reword the engine's tutor turns before they are saved; phraseStep never fails
    // and keeps the engine's words offline, late or on any error.
    phraseStep(provider, step, { curriculumId: unit.curriculum_id, language: i18n.resolvedLanguage ?? i18n.language }, { online: () => isOnline() })
      .then((worded) => recordSessionStep(userId, unit.curriculum_id, worded))
      .then(() => setAwaitedTurns(expected))
      .catch(() => setFailed(true))
      .finally(() => setSaving(false));
  };

  let body;
  if (view.stage === 'explain' || !view.plan) {
    body = (
      <section aria-labelledby={promptId}>
        <h2 id={promptId}>{t('maths.tutor.session.stage.explain')}</h2>
        <NoteBlocks notes={unit.notes} />
        <Button onClick={() => act({ type: 'continue' })} busy={busy}>
          {t('maths.tutor.session.toExample')}
        </Button>
      </section>
    );
  } else if (view.stage === 'worked_example') {
    const { example } = view.plan;
    const allShown = view.stepsShown >= example.steps.length;
    body = (
      <section aria-labelledby={promptId}>
        <p className="tutor-session__lead">{t('maths.tutor.session.exampleLead')}</p>
        <h2 id={promptId} className="tutor-session__prompt" dir="auto">
          {example.prompt}
        </h2>
        <ol className="tutor-session__steps" aria-live="polite">
          {example.steps.slice(0, view.stepsShown).map((step, i) => (
            <li key={i} dir="auto">
              {step.text}
            </li>
          ))}
        </ol>
        {allShown ? (
          <p className="tutor-session__answer-line">{t('maths.tutor.session.exampleAnswer', { answer: answerText(example, example.answer) })}</p>
        ) : null}
        <Button onClick={() => act({ type: 'continue' })} busy={busy}>
          {allShown ? t('maths.tutor.session.toPractice') : t('maths.tutor.session.nextStep')}
        </Button>
      </section>
    );
  } else if (view.stage === 'complete') {
    body = <EndScreen unit={unit} userId={userId} view={view} busy={busy} onRestart={() => act({ type: 'restart' })} />;
  } else if (view.item) {
    body = (
      <section aria-labelledby={promptId}>
        <p className="tutor-session__lead">
          {t(`maths.tutor.session.lead.${view.stage}`)} {t('maths.tutor.session.position', { n: view.index + 1, total: view.total })}
        </p>
        <h2 id={promptId} className="tutor-session__prompt" dir="auto">
          {view.item.prompt}
        </h2>
        <ItemAnswer key={`${view.stage}:${view.index}:${view.item.id}`} item={view.item} labelledBy={promptId} disabled={busy} onAnswer={(answer) => act({ type: 'answer', answer })} />
      </section>
    );
  }
  return (
    <div className="tutor-session">
      <StageSteps stage={view.stage} />
      {body}
      <Feedback view={view} />
      {failed ? (
        <p role="alert" className="tutor-session__failed">
          {t('maths.tutor.session.saveFailed')}
        </p>
      ) : null}
      <Transcript turns={session.transcript} />
    </div>
  );
}
