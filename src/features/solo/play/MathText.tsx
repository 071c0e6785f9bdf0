/**
 * Text with TeX between $...$ (Math Mania). KaTeX and its CSS load only when a formula is shown
 * (a dynamic import: never in the entry JS, nor in a mode without formulas), and render as
 * 'htmlAndMathml': the HTML for the eyes, MathML for screen readers. Until KaTeX is in (or if it
 * fails to load) the TeX source shows in a <code>, which is readable as it is.
 */
import type Katex from 'katex';
import { useEffect, useRef } from 'react';
import { splitTexParts, useKatex, type TextPart } from '../../../lib/tex/katex';

/** Splits text into plain parts and TeX parts ($...$); a lone $ stays text. */
export function splitTex(text: string): TextPart[] {
  return splitTexParts(text, /\$([^$]+)\$/g);
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
  const parts = math ? splitTex(text) : [];
  const hasTex = parts.some((p) => p.tex);
  const katex = useKatex(hasTex);
  if (!hasTex) return <>{text}</>;
  return (
    <>
      {parts.map((part, i) => (part.tex ? <Formula key={i} tex={part.value} katex={katex} /> : <span key={i}>{part.value}</span>))}
    </>
  );
}
