/**
 * Vite plugin: locales/en.json cut into modules (src/lib/i18n/english-parts.ts says where each key
 * goes). `virtual:english-strings/core` is the built-in English of the start-up JS;
 * `virtual:english-strings/parts` maps every other part to a dynamic import of its own module,
 * `virtual:english-strings/en-<part>` (its chunk is named en-<part>).
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { ENGLISH_PARTS, pickStrings, unplacedPrefixes, type EnglishPart } from '../src/lib/i18n/english-parts';

const PREFIX = 'virtual:english-strings/';
const EN_JSON = new URL('../locales/en.json', import.meta.url);

/** JSON.parse of a string literal: V8 parses JSON faster than the same object as JavaScript. */
function stringsModule(strings: Record<string, string>): string {
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(strings))});\n`;
}

export function englishStrings(): Plugin {
  return {
    name: 'quizhive:english-strings',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const name = id.slice(PREFIX.length + 1);
      const path = EN_JSON.pathname;
      this.addWatchFile(path);
      const all = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
      const unplaced = unplacedPrefixes(all);
      if (unplaced.length > 0) this.error(`locales/en.json has key prefixes in no English part: ${unplaced.join(', ')} (src/lib/i18n/english-parts.ts)`);
      if (name === 'parts') {
        const entries = ENGLISH_PARTS.map((part) => `  ${JSON.stringify(part)}: () => import(${JSON.stringify(`${PREFIX}en-${part}`)}),`);
        return `export const parts = {\n${entries.join('\n')}\n};\n`;
      }
      const part = name === 'core' ? name : name.replace(/^en-/, '');
      if (part !== 'core' && !(ENGLISH_PARTS as readonly string[]).includes(part)) this.error(`no English part ${name}`);
      return stringsModule(pickStrings(all, part as 'core' | EnglishPart));
    },
  };
}
