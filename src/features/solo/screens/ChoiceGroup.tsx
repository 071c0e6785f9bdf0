/** A required choice of numbers as a radio group, with its message when the player left it empty. */
import { useId } from 'react';

export interface ChoiceGroupProps {
  readonly legend: string;
  readonly name: string;
  readonly choices: readonly number[];
  readonly label: (choice: number) => string;
  readonly value: number | null;
  readonly onChange: (choice: number) => void;
  /** The message shown (and announced) while the choice is missing after a try to start. */
  readonly error: string | null;
}

export function ChoiceGroup({ legend, name, choices, label, value, onChange, error }: ChoiceGroupProps) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      <div className="solo-choices">
        {choices.map((choice) => (
          <label key={choice}>
            <input type="radio" name={name} value={choice} checked={value === choice} onChange={() => onChange(choice)} />
            {label(choice)}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
