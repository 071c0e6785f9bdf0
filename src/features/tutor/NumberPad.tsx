/**
 * A whole-number answer: a field the keyboard types into and big on-screen keys for a tablet (each
 * at least 56 px), laid out left to right in every language, as digits are written.
 */
import { useTranslation } from 'react-i18next';

const MAX_DIGITS = 9;
const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

/** Only digits, at most MAX_DIGITS, no leading zeros (a lone 0 stays). */
export function cleanNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, MAX_DIGITS);
  return digits.replace(/^0+(?=\d)/, '');
}

export function NumberPad({ id, label, value, onChange, disabled = false }: { readonly id: string; readonly label: string; readonly value: string; readonly onChange: (value: string) => void; readonly disabled?: boolean }) {
  const { t } = useTranslation();
  const press = (next: string) => onChange(cleanNumber(next));
  return (
    <div className="tutor-numberpad">
      <label htmlFor={id}>{label}</label>
      <input id={id} className="tutor-numberpad__field" inputMode="numeric" autoComplete="off" dir="ltr" value={value} disabled={disabled} onChange={(event) => press(event.target.value)} />
      <div className="tutor-numberpad__keys" role="group" aria-label={t('maths.tutor.paper.keypad')} dir="ltr">
        {DIGITS.map((digit) => (
          <button key={digit} type="button" disabled={disabled} onClick={() => press(value + digit)}>
            {digit}
          </button>
        ))}
        <button type="button" disabled={disabled} aria-label={t('maths.tutor.paper.clear')} onClick={() => press('')}>
          <span aria-hidden="true">C</span>
        </button>
        <button type="button" disabled={disabled} onClick={() => press(value + '0')}>
          0
        </button>
        <button type="button" disabled={disabled} aria-label={t('maths.tutor.paper.backspace')} onClick={() => press(value.slice(0, -1))}>
          <span aria-hidden="true">⌫</span>
        </button>
      </div>
    </div>
  );
}
