/**
 * The Fun & Learn passage a question is about: the passages of the question's subcategory (a
 * Fun & Learn question needs one; the server checks it belongs to the same subcategory).
 */
import { useTranslation } from 'react-i18next';
import { SelectField } from '../components/SelectField';
import { usePassageChoices } from './use-content-choices';

export interface PassagePickerProps {
  readonly subcategoryId: number | null;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string | undefined;
}

export function PassagePicker({ subcategoryId, value, onChange, error }: PassagePickerProps) {
  const { t } = useTranslation();
  const passages = usePassageChoices(subcategoryId);
  return (
    <SelectField
      label={t('admin.content.passage')}
      hint={subcategoryId !== null && passages.length === 0 ? t('admin.content.noPassages') : t('admin.content.passageHint')}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{t('admin.content.choosePassage')}</option>
      {passages.map((row) => (
        <option key={row.id} value={row.id}>
          {row.title}
        </option>
      ))}
    </SelectField>
  );
}
