/**
 * Interface texts as the admin edits them: the overrides stored for a language are only what
 * differs from the texts shipped with the app, so a later release's shipped texts still reach the
 * keys the admin never changed.
 */
import { INTERFACE_TEXT_MAX } from '../../../contract/api/admin-languages';

/** How deep a nested import may go; interface keys have at most four parts. */
const MAX_DEPTH = 8;

export interface FlatImport {
  /** Text values by flat key (nested keys joined with dots). */
  readonly texts: Record<string, string>;
  /** Keys whose value is not text, is too long, or holds a NUL character. */
  readonly invalid: string[];
}

/** Flattens a nested or flat JSON object of texts, setting aside the values that are not text. */
export function flattenTexts(input: Record<string, unknown>): FlatImport {
  const texts: Record<string, string> = {};
  const invalid: string[] = [];
  const walk = (node: Record<string, unknown>, prefix: string, depth: number) => {
    for (const [part, value] of Object.entries(node)) {
      const key = prefix ? `${prefix}.${part}` : part;
      if (typeof value === 'string') {
        if (value.length > INTERFACE_TEXT_MAX || value.includes('\u0000')) invalid.push(key);
        else texts[key] = value;
      } else if (value !== null && typeof value === 'object' && !Array.isArray(value) && depth < MAX_DEPTH) {
        walk(value as Record<string, unknown>, key, depth + 1);
      } else {
        invalid.push(key);
      }
    }
  };
  walk(input, '', 1);
  return { texts, invalid };
}

/**
 * The override a text becomes: none for an empty text (the key goes back to the shipped text, or
 * to English) or for the shipped text itself.
 */
export function overrideFor(value: string, shipped: string | undefined): string | undefined {
  return value.trim() === '' || value === shipped ? undefined : value;
}

/** Applies texts to a language's overrides; `replace` first drops every override the texts do not name. */
export function applyTexts(
  overrides: Readonly<Record<string, string>>,
  texts: Readonly<Record<string, string>>,
  shipped: Readonly<Record<string, string>>,
  replace: boolean,
): Record<string, string> {
  const next: Record<string, string> = replace ? {} : { ...overrides };
  for (const [key, value] of Object.entries(texts)) {
    const override = overrideFor(value, shipped[key]);
    if (override === undefined) delete next[key];
    else next[key] = override;
  }
  return next;
}

/** Keys whose override differs between two sets, sorted. */
export function changedKeys(before: Readonly<Record<string, string>>, after: Readonly<Record<string, string>>): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => before[key] !== after[key]).sort();
}
