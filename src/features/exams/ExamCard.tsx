/** One exam in a list: its title, day, duration, marks and questions, whether it was taken, and the next step. */
import { useTranslation } from 'react-i18next';
import type { ExamModule } from '../../../contract/api/exams';
import { formatDate, formatDateTime } from '../../lib/i18n/date-format';
import { ButtonLink } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { examStep } from './exam-list';
import { examPaths } from './exam-paths';

/** A YYYY-MM-DD day at noon UTC, so no time zone moves it to the day before or after. */
const noonOf = (day: string) => `${day}T12:00:00Z`;

export function ExamCard({ exam, readOnly }: { readonly exam: ExamModule; readonly readOnly: boolean }) {
  const { t, i18n } = useTranslation();
  const step = examStep(exam);
  const titleId = `exam-${exam.id}-title`;
  return (
    <article className="exam-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="exam-card__title" dir="auto">
        {exam.title}
      </h2>
      <dl className="exam-card__facts">
        <div>
          <dt>{t('exams.card.date')}</dt>
          <dd>{formatDate(noonOf(exam.date), i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('exams.card.duration')}</dt>
          <dd>{t('exams.card.minutes', { minutes: exam.duration })}</dd>
        </div>
        <div>
          <dt>{t('exams.card.totalMarks')}</dt>
          <dd>{exam.total_marks}</dd>
        </div>
        <div>
          <dt>{t('exams.card.questions')}</dt>
          <dd>{exam.no_of_questions}</dd>
        </div>
      </dl>
      <p className={`exam-card__state exam-card__state--${exam.attempt ? 'taken' : 'open'}`}>
        <Icon name={exam.attempt ? 'checkCircle' : 'clipboard'} size={18} />
        <span>{exam.attempt ? t(`exams.state.${exam.attempt.state}`) : t('exams.state.notTaken')}</span>
        {exam.attempt?.obtained_marks != null ? <span>{t('exams.card.marks', { obtained: exam.attempt.obtained_marks, total: exam.total_marks })}</span> : null}
      </p>
      {step === 'upcoming' ? <p className="exam-card__note">{t('exams.card.opensAt', { time: formatDateTime(exam.starts_at, i18n.language) })}</p> : null}
      {readOnly ? null : <ExamAction exam={exam} />}
    </article>
  );
}

function ExamAction({ exam }: { readonly exam: ExamModule }) {
  const { t } = useTranslation();
  const step = examStep(exam);
  if (step === 'start') return <ButtonLink to={examPaths.exam(exam.id)} aria-label={t('exams.card.startNamed', { title: exam.title })}>{t('exams.card.start')}</ButtonLink>;
  if (step === 'resume') return <ButtonLink to={examPaths.exam(exam.id)} aria-label={t('exams.card.resumeNamed', { title: exam.title })}>{t('exams.card.resume')}</ButtonLink>;
  if (step === 'result') return <ButtonLink to={examPaths.result(exam.id)} variant="secondary" aria-label={t('exams.card.resultNamed', { title: exam.title })}>{t('exams.card.result')}</ButtonLink>;
  return null;
}
