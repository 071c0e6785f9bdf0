/**
 * Text with TeX between $...$ (Math Mania). KaTeX and its CSS load only when a formula is shown
 * (a dynamic import: never in the entry JS, nor in a mode without formulas), and render as
 * 'htmlAndMathml': the HTML for the eyes, MathML for screen readers. Until KaTeX is in (or if it
 * fails to load) the TeX source shows in a <code>, which is readable as it is.
 */
import type Katex from 'katex';
import { useEffect, useRef, useState } from 'react';

let katexLoad: Promise<typeof Katex> | null = null;

/** The seam: one shared load of KaTeX and its stylesheet. */
export function loadKatex(): Promise<typeof Katex> {
  katexLoad ??= Promise.all([import('katex'), import('katex/dist/katex.min.css')]).then(([module]) => module.default);
  return katexLoad;
}

/** Splits text into plain parts and TeX parts ($...$); a lone $ stays text. */
export function splitTex(text: string): Array<{ readonly tex: boolean; readonly value: string }> {
  const parts: Array<{ tex: boolean; value: string }> = [];
  const pattern = /\$([^$]+)\$/g;
  let last = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (match.index > last) parts.push({ tex: false, value: text.slice(last, match.index) });
    parts.push({ tex: true, value: match[1] ?? '' });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ tex: false, value: text.slice(last) });
  return parts;
}

function Formula({ tex, katex }: { readonly tex: string; readonly katex: typeof Katex | null }) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    // KaTeX writes into the element itself: its output is escaped and 'trust' stays off.
    if (katex && ref.current) katex.render(tex, ref.current, { output: 'htmlAndMathml', throwOnError: false, displayMode: false });
  }, [tex, katex]);
  return <span ref={ref} className="math" dir="ltr">{katex ? null : <code>{tex}</code>}</span>;
}

export function MathText({ text, math = false }: { readonly text: string; readonly math?: boolean | undefined }) {
  const [katex, setKatex] = useState<typeof Katex | null>(null);
  const parts = math ? splitTex(text) : [];
  const hasTex = parts.some((p) => p.tex);
  useEffect(() => {
    if (!hasTex) return;
    let live = true;
    loadKatex().then(
      (loaded) => live && setKatex(() => loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [hasTex]);
  if (!hasTex) return <>{text}</>;
  return (
    <>
      {parts.map((part, i) => (part.tex ? <Formula key={i} tex={part.value} katex={katex} /> : <span key={i}>{part.value}</span>))}
    </>
  );
}
