/** A category to battle in, from the categories of the interface language; "Any category" is none. */
import { useTranslation } from 'react-i18next';
import { useAsync } from '../../lib/use-async';
import { battlesApi } from './battles.api';

export interface CategoryPickerProps {
  readonly value: number | null;
  readonly onChange: (category: number | null) => void;
}

export function CategoryPicker({ value, onChange }: CategoryPickerProps) {
  const { t } = useTranslation();
  const { state } = useAsync((signal) => battlesApi.categories(signal), 'battle-categories');
  const categories = state.status === 'success' ? state.data : [];
  return (
    <div className="field">
      <label className="field__label" htmlFor="battle-category">
        {t('battles.category')}
      </label>
      <select id="battle-category" className="field__input" value={value ?? ''} onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}>
        <option value="">{t('battles.anyCategory')}</option>
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </select>
      {state.status === 'error' ? <p className="field__hint">{t('battles.categoriesFailed')}</p> : null}
    </div>
  );
}
