/** The category chart's figures as a table: what screen readers read, and what "Show as table" shows. */
import { useTranslation } from 'react-i18next';
import type { UserStatistics } from '../../../contract/api/economy';
import { formatNumber, formatPercentage } from '../../lib/i18n/number-format';

export function CategoryTable({ categories, hidden }: { readonly categories: UserStatistics['categories']; readonly hidden: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <table className={hidden ? 'visually-hidden' : 'category-table'}>
      <caption className={hidden ? undefined : 'visually-hidden'}>{t('profile.statistics.chart.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('profile.statistics.chart.category')}</th>
          <th scope="col">{t('profile.statistics.chart.correct')}</th>
          <th scope="col">{t('profile.statistics.chart.answered')}</th>
          <th scope="col">{t('profile.statistics.ratio')}</th>
        </tr>
      </thead>
      <tbody>
        {categories.map((category) => (
          <tr key={category.category_id}>
            <th scope="row" dir="auto">
              {category.name}
            </th>
            <td>{formatNumber(category.correct_answers, language)}</td>
            <td>{formatNumber(category.questions_answered, language)}</td>
            <td>{formatPercentage(category.ratio, language)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
