/**
 * TeX in the tutor's notes, drawn by KaTeX. KaTeX, its CSS and its fonts load only in this area (a
 * dynamic import bundled by Vite: no CDN, never in the entry) and only when something has TeX in
 * it. Until KaTeX is in (or if it fails to load) the TeX source shows in a <code>, readable as it is.
 *
 * Inline maths sits between \( and \) in a text block and renders as 'htmlAndMathml' (the HTML for
 * the eyes, MathML for screen readers). A formula block has a spoken form (`says`, written with the
 * content): it is the formula's accessible name, and KaTeX's drawing is hidden from assistive
 * technology so the formula is not read twice.
 */
import type Katex from 'katex';
import { useEffect, useRef } from 'react';
import { splitTexParts, useKatex, type TextPart } from '../../lib/tex/katex';

/** Splits text into plain parts and inline maths (\( ... \)); an unclosed \( stays text. */
export function splitInlineTex(text: string): TextPart[] {
  return splitTexParts(text, /\\\(([\s\S]+?)\\\)/g);
}

interface TexProps {
  readonly tex: string;
  readonly katex: typeof Katex | null;
  readonly display: boolean;
  /** 'html' when the element around it carries the spoken form. */
  readonly output: 'html' | 'htmlAndMathml';
}

function Tex({ tex, katex, display, output }: TexProps) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    // KaTeX writes into the element itself: its output is escaped and 'trust' stays off.
    if (katex && ref.current) katex.render(tex, ref.current, { output, throwOnError: false, displayMode: display });
  }, [tex, katex, display, output]);
  return (
    <span ref={ref} className="tutor-math" dir="ltr">
      {katex ? null : <code>{tex}</code>}
    </span>
  );
}

/** A text with inline maths. */
export function InlineTexText({ text }: { readonly text: string }) {
  const parts = splitInlineTex(text);
  const hasTex = parts.some((part) => part.tex);
  const katex = useKatex(hasTex);
  if (!hasTex) return <>{text}</>;
  return (
    <>
      {parts.map((part, i) => (part.tex ? <Tex key={i} tex={part.value} katex={katex} display={false} output="htmlAndMathml" /> : <span key={i}>{part.value}</span>))}
    </>
  );
}

/** A display formula; `says` is its accessible name, and then the drawing is hidden from screen readers. */
export function FormulaBlock({ tex, says }: { readonly tex: string; readonly says?: string | undefined }) {
  const katex = useKatex(true);
  if (says === undefined) {
    return (
      <div className="tutor-formula">
        <Tex tex={tex} katex={katex} display output="htmlAndMathml" />
      </div>
    );
  }
  return (
    <div className="tutor-formula" role="math" aria-label={says}>
      <span aria-hidden="true">
        <Tex tex={tex} katex={katex} display output="html" />
      </span>
    </div>
  );
}
