/**
 * A configuration key's JSON Schema (get_admin_config) turned into what its form field edits, and
 * the field's text turned back into the value to send. Numbers are edited as text and checked
 * against the schema's minimum and maximum; lists and maps are edited as JSON.
 */
export interface JsonSchema {
  readonly type?: string;
  readonly enum?: readonly unknown[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly maxLength?: number;
  readonly properties?: Readonly<Record<string, JsonSchema>>;
}

export type FieldKind = 'flag' | 'boolean' | 'select' | 'number' | 'integer' | 'text' | 'object' | 'json';

/** Past this a bound is no real limit (JavaScript's largest safe integer) and is not shown. */
const SHOWN_BOUND = 1e12;

export function kindOf(schema: JsonSchema): FieldKind {
  if (schema.enum) return schema.enum.length === 2 && schema.enum.includes('0') && schema.enum.includes('1') ? 'flag' : 'select';
  if (schema.type === 'boolean') return 'boolean';
  if (schema.type === 'integer') return 'integer';
  if (schema.type === 'number') return 'number';
  if (schema.type === 'string') return 'text';
  if (schema.type === 'object' && schema.properties) return 'object';
  return 'json';
}

export const shownBound = (bound: number | undefined) => (bound !== undefined && Math.abs(bound) < SHOWN_BOUND ? bound : undefined);

/** What the form holds for a value: text for numbers and JSON, nested drafts for objects. */
export type Draft = string | boolean | { readonly [key: string]: Draft };

export function toDraft(schema: JsonSchema, value: unknown): Draft {
  switch (kindOf(schema)) {
    case 'flag':
      return value === '1';
    case 'boolean':
      return value === true;
    case 'number':
    case 'integer':
      return typeof value === 'number' ? String(value) : '';
    case 'select':
    case 'text':
      return typeof value === 'string' ? value : '';
    case 'object': {
      const object = (value ?? {}) as Record<string, unknown>;
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, part]) => [key, toDraft(part, object[key])]));
    }
    default:
      return JSON.stringify(value ?? null, null, 2);
  }
}

/** What is wrong with one field's draft, by the field's path (`key` or `key.part`). */
export interface DraftProblem {
  readonly path: string;
  readonly problem: 'number' | 'integer' | 'min' | 'max' | 'json';
  readonly bound?: number;
}

export type Parsed = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly problems: readonly DraftProblem[] };

export function fromDraft(schema: JsonSchema, draft: Draft, path: string): Parsed {
  const kind = kindOf(schema);
  if (kind === 'flag') return { ok: true, value: draft === true ? '1' : '0' };
  if (kind === 'boolean') return { ok: true, value: draft === true };
  if (kind === 'select' || kind === 'text') return { ok: true, value: String(draft) };
  if (kind === 'number' || kind === 'integer') {
    const text = String(draft).trim();
    const number = Number(text);
    if (!text || !Number.isFinite(number)) return { ok: false, problems: [{ path, problem: 'number' }] };
    if (kind === 'integer' && !Number.isInteger(number)) return { ok: false, problems: [{ path, problem: 'integer' }] };
    if (schema.minimum !== undefined && number < schema.minimum) return { ok: false, problems: [{ path, problem: 'min', bound: schema.minimum }] };
    if (schema.maximum !== undefined && number > schema.maximum) return { ok: false, problems: [{ path, problem: 'max', bound: schema.maximum }] };
    return { ok: true, value: number };
  }
  if (kind === 'object') {
    const parts = draft as Record<string, Draft>;
    const value: Record<string, unknown> = {};
    const problems: DraftProblem[] = [];
    for (const [key, part] of Object.entries(schema.properties ?? {})) {
      const parsed = fromDraft(part, parts[key] ?? '', `${path}.${key}`);
      if (parsed.ok) value[key] = parsed.value;
      else problems.push(...parsed.problems);
    }
    return problems.length ? { ok: false, problems } : { ok: true, value };
  }
  try {
    return { ok: true, value: JSON.parse(String(draft)) as unknown };
  } catch {
    return { ok: false, problems: [{ path, problem: 'json' }] };
  }
}

/** JSON with object keys sorted, so two values compare by content. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
