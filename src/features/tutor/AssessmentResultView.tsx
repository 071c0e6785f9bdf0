/** A marked assessment: the score the server gave, per unit, and the ways on (its review, the history). */
import { useTranslation } from 'react-i18next';
import type { AssessmentResult } from '../../../contract/api/tutor';
import { formatNumber, formatPercentage } from '../../lib/i18n/number-format';
import { ButtonLink } from '../../ui/Button';
import { tutorPaths } from './tutor-paths';

export function AssessmentResultView({ result }: { readonly result: AssessmentResult }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <section className="tutor-panel tutor-result" aria-labelledby="tutor-result-title">
      <h2 id="tutor-result-title" tabIndex={-1}>
        {t('maths.tutor.result.title')}
      </h2>
      <p className="tutor-result__score">
        {t('maths.tutor.result.score', { score: formatNumber(result.score, language), total: formatNumber(result.total, language), percent: formatPercentage(result.percent, language) })}
      </p>
      <p>{t('maths.tutor.result.time', { minutes: Math.floor(result.time_taken / 60), seconds: result.time_taken % 60 })}</p>
      {result.by_unit.length > 0 ? (
        <table className="tutor-table">
          <caption>{t('maths.tutor.result.byUnit')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('maths.tutor.result.unit')}</th>
              <th scope="col">{t('maths.tutor.result.correct')}</th>
            </tr>
          </thead>
          <tbody>
            {result.by_unit.map((unit) => (
              <tr key={unit.curriculum_id}>
                <th scope="row" dir="auto">
                  {unit.name}
                </th>
                <td>{t('maths.tutor.result.ofTotal', { correct: formatNumber(unit.correct, language), total: formatNumber(unit.total, language) })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <div className="tutor-actions">
        <ButtonLink to={tutorPaths.attemptReview(result.attempt_id)}>{t('maths.tutor.result.review')}</ButtonLink>
        <ButtonLink to={tutorPaths.results({ year: result.year, subject: result.subject })} variant="secondary">
          {t('maths.tutor.results.title')}
        </ButtonLink>
      </div>
    </section>
  );
}
