import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { OP_KINDS } from '../../../contract/sync/op-kinds';
import ar from '../../../locales/ar.json';
import en from '../../../locales/en.json';
import fr from '../../../locales/fr.json';
import { OP_KIND_NAME_KEYS, opKindName } from './op-kind-names';

const locales: Record<string, Readonly<Record<string, string>>> = { en, fr, ar };

describe('op kind names', () => {
  it('names every op kind in every language, never with its internal name', () => {
    for (const [language, strings] of Object.entries(locales)) {
      for (const kind of OP_KINDS) {
        const name = strings[OP_KIND_NAME_KEYS[kind]];
        expect({ language, kind, named: Boolean(name) && name !== kind }).toEqual({ language, kind, named: true });
      }
    }
    expect(new Set(OP_KINDS.map((kind) => en[OP_KIND_NAME_KEYS[kind] as keyof typeof en])).size).toBe(OP_KINDS.length);
  });

  it('shows an unknown kind (from a newer app version) by its internal name', () => {
    const t = ((key: string) => `t:${key}`) as unknown as TFunction;
    expect(opKindName('maths_answer', t)).toBe('t:settings.outbox.kind.maths_answer');
    expect(opKindName('battle_move', t)).toBe('battle_move');
  });
});
