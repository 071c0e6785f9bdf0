/** The interface texts shipped with the app (locales/<code>.json, flat keys); English's keys are every interface key. */
import { readFile } from 'node:fs/promises';
import { fromRoot } from '../../lib/project-root';

const LOCALES_DIR = `${fromRoot('locales')}/`;

/** A language's shipped texts, or none when the app ships none for it (a language an admin added). */
export async function shippedStrings(code: string): Promise<Record<string, string>> {
  try {
    const parsed: unknown = JSON.parse(await readFile(`${LOCALES_DIR}${code}.json`, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}
