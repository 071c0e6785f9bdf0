/** The interface texts screen's search and "missing only" filter, applied in the browser to every key the action answers. */
export interface Text {
  readonly key: string;
  readonly english: string;
  readonly value: string | null;
  readonly override: string | null;
  readonly missing: boolean;
}

/** The texts the search and filter keep: the search matches the key, English or this language's text, ignoring case. */
export function filterTexts(texts: readonly Text[], search: string, missingOnly: boolean): Text[] {
  const needle = search.trim().toLocaleLowerCase();
  return texts.filter(
    (text) =>
      (!missingOnly || text.missing) &&
      (!needle || [text.key, text.english, text.value ?? ''].some((field) => field.toLocaleLowerCase().includes(needle))),
  );
}

