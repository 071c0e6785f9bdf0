/** The coin history's filter: one select, so it is one stop for the keyboard and one name for a screen reader. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { HISTORY_FILTERS, isHistoryFilter, type HistoryFilter } from './history-filters';

export function HistoryFilterSelect({ value, onChange }: { readonly value: HistoryFilter; readonly onChange: (filter: HistoryFilter) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="field coin-history__filter">
      <label className="field__label" htmlFor={id}>
        {t('coins.filter.label')}
      </label>
      <select
        id={id}
        className="select"
        value={value}
        onChange={(event) => {
          if (isHistoryFilter(event.target.value)) onChange(event.target.value);
        }}
      >
        {HISTORY_FILTERS.map((filter) => (
          <option key={filter} value={filter}>
            {t(`coins.filter.${filter}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
