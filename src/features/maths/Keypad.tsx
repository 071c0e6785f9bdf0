/**
 * The on-screen number keypad: big keys for small fingers on a tablet (at least 56px), in the same
 * left-to-right layout whatever the interface direction, as digits are written left to right.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';
import type { AnswerFormat, KeypadKey } from './answer-format';

export interface KeypadProps {
  readonly format: AnswerFormat;
  readonly onKey: (key: KeypadKey) => void;
  readonly disabled?: boolean;
}

const DIGIT_ROWS: readonly (readonly KeypadKey[])[] = [
  ['1', '2', '3'],
  ['4', '5', '6'],
  ['7', '8', '9'],
];

export function Keypad({ format, onKey, disabled = false }: KeypadProps) {
  const { t } = useTranslation();
  /** A key whose face is not its name (an icon, a sign) gets the name as its label. */
  const key = (value: KeypadKey, content: ReactNode, label?: string) => (
    <button
      key={value}
      type="button"
      className={`keypad__key${label ? ' keypad__key--action' : ''}`}
      aria-label={label}
      disabled={disabled}
      onClick={() => onKey(value)}
    >
      {content}
    </button>
  );
  return (
    <div className="keypad" role="group" aria-label={t('maths.keypad.label')} dir="ltr">
      {DIGIT_ROWS.flat().map((digit) => key(digit, digit))}
      {key('clear', <Icon name="xCircle" size={26} />, t('maths.keypad.clear'))}
      {key('0', '0')}
      {key('backspace', <span aria-hidden="true">⌫</span>, t('maths.keypad.backspace'))}
      {format.minus ? key('minus', <span aria-hidden="true">−</span>, t('maths.keypad.minus')) : null}
      {format.decimal ? key('decimal', <span aria-hidden="true">.</span>, t('maths.keypad.decimal')) : null}
    </div>
  );
}
