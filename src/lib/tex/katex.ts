/**
 * KaTeX for the screens that show TeX (Math Mania's questions, the tutor hub's notes): one shared
 * load of KaTeX and its stylesheet, by a dynamic import bundled by Vite (no CDN, never in the entry
 * JS), made only when something on screen has TeX in it; and the splitting of a text into its plain
 * and TeX parts by each screen's own delimiters.
 */
import type Katex from 'katex';
import { useEffect, useState } from 'react';

let katexLoad: Promise<typeof Katex> | null = null;

/** The seam: one shared load of KaTeX and its stylesheet. */
export function loadKatex(): Promise<typeof Katex> {
  katexLoad ??= Promise.all([import('katex'), import('katex/dist/katex.min.css')]).then(([module]) => module.default);
  return katexLoad;
}

/** KaTeX once it has loaded (null before, and if it cannot load); `wanted` false never loads it. */
export function useKatex(wanted: boolean): typeof Katex | null {
  const [katex, setKatex] = useState<typeof Katex | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    loadKatex().then(
      (loaded) => live && setKatex(() => loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return katex;
}

export interface TextPart {
  readonly tex: boolean;
  readonly value: string;
}

/**
 * Splits text into plain parts and TeX parts: `delimited` is a global pattern whose first group is
 * the TeX (e.g. /\$([^$]+)\$/g); text the pattern does not match, an unclosed delimiter too, stays plain.
 */
export function splitTexParts(text: string, delimited: RegExp): TextPart[] {
  const parts: TextPart[] = [];
  const pattern = new RegExp(delimited.source, delimited.flags.includes('g') ? delimited.flags : `${delimited.flags}g`);
  let last = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (match.index > last) parts.push({ tex: false, value: text.slice(last, match.index) });
    parts.push({ tex: true, value: match[1] ?? '' });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ tex: false, value: text.slice(last) });
  return parts;
}
