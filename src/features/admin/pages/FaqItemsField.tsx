/** The FAQ's questions and answers: add, remove and move each one up or down with buttons (no dragging needed). */
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { TextAreaField } from '../components/TextAreaField';

export interface FaqItem {
  readonly question: string;
  readonly answer: string;
}

export const FAQ_ITEMS_MAX = 100;

export interface FaqItemsFieldProps {
  readonly items: readonly FaqItem[];
  readonly dir: 'ltr' | 'rtl';
  /** Errors by the server's path, `items.<n>.question` or `items.<n>.answer`. */
  readonly errors: Readonly<Record<string, string>>;
  readonly onChange: (items: FaqItem[]) => void;
}

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

export function FaqItemsField({ items, dir, errors, onChange }: FaqItemsFieldProps) {
  const { t } = useTranslation();
  const set = (index: number, change: Partial<FaqItem>) => onChange(items.map((item, i) => (i === index ? { ...item, ...change } : item)));
  return (
    <fieldset className="admin-fieldset">
      <legend>{t('admin.pages.faqItems')}</legend>
      {items.length === 0 ? <p className="field__hint">{t('admin.pages.noItems')}</p> : null}
      <ol className="admin-faq">
        {items.map((item, index) => {
          const n = index + 1;
          return (
            <li key={index} className="admin-faq__item">
              <TextField label={t('admin.pages.question', { n })} dir={dir} maxLength={500} value={item.question} error={errors[`items.${index}.question`]} onChange={(event) => set(index, { question: event.target.value })} />
              <TextAreaField label={t('admin.pages.answer', { n })} dir={dir} rows={3} maxLength={5000} value={item.answer} error={errors[`items.${index}.answer`]} onChange={(event) => set(index, { answer: event.target.value })} />
              <div className="admin-panel__actions">
                <Button variant="secondary" disabled={index === 0} aria-label={t('admin.pages.moveUp', { n })} onClick={() => onChange(moved(items, index, index - 1))}>
                  {t('admin.pages.up')}
                </Button>
                <Button variant="secondary" disabled={index === items.length - 1} aria-label={t('admin.pages.moveDown', { n })} onClick={() => onChange(moved(items, index, index + 1))}>
                  {t('admin.pages.down')}
                </Button>
                <Button variant="ghost" aria-label={t('admin.pages.removeItem', { n })} onClick={() => onChange(items.filter((_, i) => i !== index))}>
                  {t('admin.pages.remove')}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <Button variant="secondary" disabled={items.length >= FAQ_ITEMS_MAX} onClick={() => onChange([...items, { question: '', answer: '' }])}>
        {t('admin.pages.addItem')}
      </Button>
    </fieldset>
  );
}
