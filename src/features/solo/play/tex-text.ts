/**
 * TeX as plain text, for an accessible name. A button's content is presentational: a <math> inside
 * an answer button is not read, so an option that is only a formula would be a button with no name
 * (axe's button-name; screen readers say "button"). The name is the formula in Unicode symbols
 * (1/2, x², √5, 90°, π, ×, ≤), which screen readers speak in the reader's own language with their
 * symbol tables: one text serves English, French and Arabic. It covers the TeX the content uses
 * (server/seed/content/math-mania); an unknown command keeps its name without the backslash.
 */

const SYMBOLS: Readonly<Record<string, string>> = {
  pi: 'π',
  theta: 'θ',
  alpha: 'α',
  beta: 'β',
  times: '×',
  cdot: '·',
  div: '÷',
  pm: '±',
  le: '≤',
  leq: '≤',
  ge: '≥',
  geq: '≥',
  ne: '≠',
  neq: '≠',
  approx: '≈',
  circ: '°',
  ldots: '…',
  cdots: '…',
  infty: '∞',
};

const SUPERSCRIPTS: Readonly<Record<string, string>> = {
  '0': '⁰', '1': '¹', '2': '²', '3': '³', '4': '⁴', '5': '⁵', '6': '⁶', '7': '⁷', '8': '⁸', '9': '⁹', '-': '⁻', '+': '⁺', n: 'ⁿ',
};

const SUBSCRIPTS: Readonly<Record<string, string>> = {
  '0': '₀', '1': '₁', '2': '₂', '3': '₃', '4': '₄', '5': '₅', '6': '₆', '7': '₇', '8': '₈', '9': '₉', '-': '₋', '+': '₊',
};

/** A reader over one TeX string: each method consumes what it reads. */
class Reader {
  private at = 0;

  constructor(private readonly source: string) {}

  /** Everything up to the end, or up to the closing brace of the group being read. */
  text(inGroup = false): string {
    let out = '';
    while (this.at < this.source.length) {
      const char = this.source[this.at] ?? '';
      if (char === '}' && inGroup) {
        this.at++;
        return out;
      }
      this.at++;
      if (char === '\\') out += this.command(out);
      else if (char === '{') out += this.text(true);
      else if (char === '^') out += script(this.argument(), SUPERSCRIPTS, '^');
      else if (char === '_') out += script(this.argument(), SUBSCRIPTS, '_');
      else if (char !== '}') out += char;
    }
    return out;
  }

  /** A command after its backslash; `before` is what was read so far (a mixed number needs a space). */
  private command(before: string): string {
    const name = /^[a-zA-Z]+/.exec(this.source.slice(this.at))?.[0];
    if (!name) {
      // \  \, \; \! are spaces; \% \{ \} \$ the character itself.
      const char = this.source[this.at] ?? '';
      this.at++;
      return /[ ,;:!]/.test(char) ? ' ' : char;
    }
    this.at += name.length;
    if (name === 'frac' || name === 'dfrac' || name === 'tfrac') {
      const fraction = `${grouped(this.argument())}/${grouped(this.argument())}`;
      // 2\frac{1}{4} is "2 1/4", not "21/4".
      return /\d$/.test(before) ? ` ${fraction}` : fraction;
    }
    if (name === 'sqrt') return `√${grouped(this.argument())}`;
    if (name === 'text' || name === 'mathrm' || name === 'textrm' || name === 'operatorname') return this.argument();
    if (name === 'left' || name === 'right') return '';
    return SYMBOLS[name] ?? name;
  }

  /** One argument: a braced group, a command, or a single character. */
  private argument(): string {
    while (this.source[this.at] === ' ') this.at++;
    const char = this.source[this.at] ?? '';
    this.at++;
    if (char === '{') return this.text(true);
    if (char === '\\') return this.command('');
    return char;
  }
}

/** A script in Unicode when every character has a form (x², 10⁻²), else written out (x^(a+b)). */
function script(value: string, forms: Readonly<Record<string, string>>, mark: string): string {
  if (value === '°') return value;
  const chars = [...value];
  if (chars.length > 0 && chars.every((c) => c in forms)) return chars.map((c) => forms[c]).join('');
  return `${mark}${grouped(value)}`;
}

/** Brackets around a part with more than one term, so 1/(x + 1) keeps its meaning. */
function grouped(value: string): string {
  return /^[\p{L}\p{N}.,√²³⁰¹⁴-⁹π°]+$/u.test(value) ? value : `(${value})`;
}

/** TeX (the part between $...$) as plain text with Unicode symbols. */
export function texToText(tex: string): string {
  return new Reader(tex).text().replace(/\s+/g, ' ').trim();
}

/** Text with TeX between $...$ as plain text: the accessible name of an option showing formulas. */
export function mathToText(text: string): string {
  return text.replace(/\$([^$]+)\$/g, (_, tex: string) => texToText(tex));
}
