/**
 * How a student answers one tutor item, in a session or a review: a number on the keypad (a field
 * the keyboard types into too, Enter checks), or one of a choice item's options as big buttons.
 * The question itself is the heading `labelledBy` names.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TutorItem } from '../../../../contract/tutor/content';
import { Button } from '../../../ui/Button';
import { NumberPad } from '../NumberPad';

export interface ItemAnswerProps {
  readonly item: TutorItem;
  readonly labelledBy: string;
  readonly disabled: boolean;
  readonly onAnswer: (answer: string) => void;
}

export function ItemAnswer({ item, labelledBy, disabled, onAnswer }: ItemAnswerProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  if (item.kind === 'choice') {
    return (
      <div className="tutor-session__options" role="group" aria-labelledby={labelledBy}>
        {(item.options ?? []).map((option, index) => (
          <button key={index} type="button" className="tutor-session__option" dir="auto" disabled={disabled} onClick={() => onAnswer(String(index))}>
            {option}
          </button>
        ))}
      </div>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value === '' || disabled) return;
    onAnswer(value);
    setValue('');
  };
  return (
    <form className="tutor-session__number" onSubmit={submit} aria-labelledby={labelledBy}>
      <NumberPad id={`answer-${item.id.replace(/[^a-z0-9-]/gi, '-')}`} label={t('maths.tutor.session.yourAnswer')} value={value} onChange={setValue} disabled={disabled} />
      <Button type="submit" disabled={disabled || value === ''}>
        {t('maths.tutor.session.check')}
      </Button>
    </form>
  );
}
