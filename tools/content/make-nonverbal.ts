/**
 * Draws the non-verbal reasoning puzzles (issue 14) and writes their content files.
 *
 *   npx tsx tools/content/make-nonverbal.ts
 *
 * Writes server/seed/media/nonverbal/<id>.svg (60 pictures) and
 * server/seed/content/nonverbal/{en,ar,fr}/NN-<slug>.json. Deterministic: every puzzle comes from a
 * seeded generator, so running it again gives the same bytes; change SEED to draw a new set.
 *
 * Each puzzle is a small model (figures as data), and both the picture and the words come from that
 * model: the answer is computed, never typed, and the image_alt text describes every figure so a
 * screen-reader user can solve the same puzzle (it never names which option is right). The
 * pictures draw dark ink on their own white rounded card, so they read the same in a dark theme.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ChoiceFileSchema, type ChoiceItem } from '../../server/seed/content/schema';

const ROOT = join(import.meta.dirname, '..', '..');
const MEDIA_DIR = join(ROOT, 'server/seed/media/nonverbal');
const CONTENT_DIR = join(ROOT, 'server/seed/content/nonverbal');
const SEED = 14_2026;

type Lang = 'en' | 'ar' | 'fr';
const LANGS: readonly Lang[] = ['en', 'ar', 'fr'];
type L10n = Record<Lang, string>;

// ---------------------------------------------------------------- random (mulberry32)

function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = rng(SEED);
const int = (lo: number, hi: number): number => lo + Math.floor(rand() * (hi - lo + 1));
const pick = <T>(xs: readonly T[]): T => xs[int(0, xs.length - 1)] as T;
function shuffle<T>(xs: readonly T[]): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = int(0, i);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
const mod = (n: number, m: number): number => ((n % m) + m) % m;

// ---------------------------------------------------------------- figures (the model)

type Shape = 'circle' | 'square' | 'triangle' | 'hexagon';
type Figure =
  | { kind: 'dots'; n: number; frame: 'square' | 'circle' }
  | { kind: 'polygon'; sides: number; filled: boolean; size: 'small' | 'medium' | 'large' }
  | { kind: 'arrow'; dir: number } // dir: 0..7, eighths of a turn clockwise from up
  | { kind: 'sectors'; shaded: number; start: number } // of 8 slices, clockwise from slice `start`
  | { kind: 'hands'; a: number; b: number }
  | { kind: 'nested'; outer: Shape; inner: Shape }
  | { kind: 'marker'; corner: number; edge: number } // corner: TL,TR,BR,BL; edge: top,right,bottom,left
  | { kind: 'grid'; cells: readonly number[] }; // shaded cells 0..8, row by row

const key = (f: Figure): string => JSON.stringify(f.kind === 'grid' ? { ...f, cells: [...f.cells].sort() } : f);

// ---------------------------------------------------------------- words

const DIRS: Record<Lang, readonly string[]> = {
  en: ['up', 'up-right', 'right', 'down-right', 'down', 'down-left', 'left', 'up-left'],
  fr: ['vers le haut', 'vers le haut à droite', 'vers la droite', 'vers le bas à droite', 'vers le bas', 'vers le bas à gauche', 'vers la gauche', 'vers le haut à gauche'],
  ar: ['إلى الأعلى', 'إلى أعلى اليمين', 'إلى اليمين', 'إلى أسفل اليمين', 'إلى الأسفل', 'إلى أسفل اليسار', 'إلى اليسار', 'إلى أعلى اليسار'],
};
const CORNERS: Record<Lang, readonly string[]> = {
  en: ['top-left', 'top-right', 'bottom-right', 'bottom-left'],
  fr: ['en haut à gauche', 'en haut à droite', 'en bas à droite', 'en bas à gauche'],
  ar: ['أعلى اليسار', 'أعلى اليمين', 'أسفل اليمين', 'أسفل اليسار'],
};
const EDGES: Record<Lang, readonly string[]> = {
  en: ['top side', 'right side', 'bottom side', 'left side'],
  fr: ['le côté du haut', 'le côté droit', 'le côté du bas', 'le côté gauche'],
  ar: ['الضلع العلوي', 'الضلع الأيمن', 'الضلع السفلي', 'الضلع الأيسر'],
};
const CELLS: Record<Lang, readonly string[]> = {
  en: ['top left', 'top middle', 'top right', 'middle left', 'centre', 'middle right', 'bottom left', 'bottom middle', 'bottom right'],
  fr: ['en haut à gauche', 'en haut au milieu', 'en haut à droite', 'au milieu à gauche', 'au centre', 'au milieu à droite', 'en bas à gauche', 'en bas au milieu', 'en bas à droite'],
  ar: ['أعلى اليسار', 'أعلى الوسط', 'أعلى اليمين', 'وسط اليسار', 'المركز', 'وسط اليمين', 'أسفل اليسار', 'أسفل الوسط', 'أسفل اليمين'],
};
const POLYGONS: Record<Lang, Record<number, string>> = {
  en: { 3: 'triangle', 4: 'square', 5: 'pentagon', 6: 'hexagon', 7: 'heptagon', 8: 'octagon' },
  fr: { 3: 'triangle', 4: 'carré', 5: 'pentagone', 6: 'hexagone', 7: 'heptagone', 8: 'octogone' },
  ar: { 3: 'مثلث', 4: 'مربع', 5: 'مخمس', 6: 'مسدس', 7: 'مسبع', 8: 'مثمن' },
};
/** The line a slice starts from: slice i begins i eighths of a turn clockwise from straight up. */
const SECTOR_FROM: Record<Lang, readonly string[]> = {
  en: ['the top', 'the top right', 'the right', 'the bottom right', 'the bottom', 'the bottom left', 'the left', 'the top left'],
  fr: ['du haut', 'du haut à droite', 'de la droite', 'du bas à droite', 'du bas', 'du bas à gauche', 'de la gauche', 'du haut à gauche'],
  ar: ['الأعلى', 'أعلى اليمين', 'اليمين', 'أسفل اليمين', 'الأسفل', 'أسفل اليسار', 'اليسار', 'أعلى اليسار'],
};
const SHAPES: Record<Lang, Record<Shape, string>> = {
  en: { circle: 'circle', square: 'square', triangle: 'triangle', hexagon: 'hexagon' },
  fr: { circle: 'cercle', square: 'carré', triangle: 'triangle', hexagon: 'hexagone' },
  ar: { circle: 'دائرة', square: 'مربع', triangle: 'مثلث', hexagon: 'مسدس' },
};

/** Arabic counted nouns: 1 and 2 have their own forms, 3-10 take the plural, 11+ the singular. */
function arCount(n: number, two: string, plural: string, single: string): string {
  if (n === 1) return `${single} واحدة`;
  if (n === 2) return two;
  return n <= 10 ? `${n} ${plural}` : `${n} ${single}`;
}

function describe(f: Figure, lang: Lang): string {
  switch (f.kind) {
    case 'dots': {
      if (lang === 'en') return `a ${f.frame} with ${f.n} dot${f.n === 1 ? '' : 's'}`;
      if (lang === 'fr') return `un ${f.frame === 'square' ? 'carré' : 'cercle'} avec ${f.n} point${f.n === 1 ? '' : 's'}`;
      return `${f.frame === 'square' ? 'مربع فيه' : 'دائرة فيها'} ${arCount(f.n, 'نقطتان', 'نقاط', 'نقطة')}`;
    }
    case 'polygon': {
      const name = POLYGONS[lang][f.sides] ?? '';
      if (lang === 'en') return `a ${f.size === 'medium' ? '' : `${f.size} `}${f.filled ? 'black' : 'white'} ${name}`;
      if (lang === 'fr') return `un ${f.size === 'small' ? 'petit ' : f.size === 'large' ? 'grand ' : ''}${name} ${f.filled ? 'noir' : 'blanc'}`;
      return `${name} ${f.filled ? 'أسود' : 'أبيض'}${f.size === 'small' ? ' صغير' : f.size === 'large' ? ' كبير' : ''}`;
    }
    case 'arrow':
      if (lang === 'en') return `an arrow pointing ${DIRS.en[f.dir]}`;
      if (lang === 'fr') return `une flèche ${DIRS.fr[f.dir]}`;
      return `سهم يشير ${DIRS.ar[f.dir]}`;
    case 'sectors': {
      // Where the shading starts tells apart two circles with as many slices shaded.
      const from = f.shaded === 0 || f.shaded === 8 ? '' : { en: `, clockwise from ${SECTOR_FROM.en[f.start]}`, fr: ` en partant ${SECTOR_FROM.fr[f.start]} dans le sens des aiguilles d’une montre`, ar: ` بدءًا من ${SECTOR_FROM.ar[f.start]} باتجاه عقارب الساعة` }[lang];
      if (lang === 'en') return `a circle of 8 slices with ${f.shaded} shaded${from}`;
      if (lang === 'fr') return `un cercle de 8 parts dont ${f.shaded} grisée${f.shaded === 1 ? '' : 's'}${from}`;
      return `دائرة من 8 أجزاء، المظلل منها ${f.shaded}${from}`;
    }
    case 'hands':
      if (lang === 'en') return `a clock face with hands pointing ${DIRS.en[f.a]} and ${DIRS.en[f.b]}`;
      if (lang === 'fr') return `un cadran avec une aiguille ${DIRS.fr[f.a]} et une aiguille ${DIRS.fr[f.b]}`;
      return `ساعة فيها عقرب يشير ${DIRS.ar[f.a]} وعقرب يشير ${DIRS.ar[f.b]}`;
    case 'nested': {
      const inner = SHAPES[lang][f.inner];
      const outer = SHAPES[lang][f.outer];
      if (lang === 'en') return `a small ${inner} inside a ${outer}`;
      if (lang === 'fr') return `un petit ${inner} dans un ${outer}`;
      return `${inner} ${f.inner === 'circle' ? 'صغيرة' : 'صغير'} داخل ${outer}`;
    }
    case 'marker':
      if (lang === 'en') return `a square with a dot in the ${CORNERS.en[f.corner]} corner and a bar along the ${EDGES.en[f.edge]}`;
      if (lang === 'fr') return `un carré avec un point dans le coin ${CORNERS.fr[f.corner]} et une barre le long du ${(EDGES.fr[f.edge] ?? '').replace(/^le /, '')}`;
      return `مربع فيه نقطة في زاوية ${CORNERS.ar[f.corner]} وشريط على ${EDGES.ar[f.edge]}`;
    case 'grid': {
      const sep = lang === 'ar' ? '، ' : ', ';
      const cells = [...f.cells].sort((a, b) => a - b).map((c) => CELLS[lang][c]).join(sep);
      if (lang === 'en') return `a 3 by 3 grid shaded at ${cells}`;
      if (lang === 'fr') return `une grille de 3 sur 3 grisée ${cells}`;
      return `شبكة 3 × 3 مظللة في ${cells}`;
    }
  }
}

const LETTERS = ['A', 'B', 'C', 'D'] as const;

/** "A: ..., B: ..." with each language's punctuation (French spaces its colons and semicolons). */
function listOptions(options: readonly Figure[], lang: Lang): string {
  const colon = lang === 'fr' ? ' : ' : ': ';
  const semi = lang === 'fr' ? ' ; ' : lang === 'ar' ? '؛ ' : '; ';
  return options.map((f, i) => `${LETTERS[i]}${colon}${describe(f, lang)}`).join(semi);
}

function optionsText(options: readonly Figure[], lang: Lang): string {
  const list = listOptions(options, lang);
  return { en: `Options: ${list}.`, fr: `Réponses : ${list}.`, ar: `الخيارات: ${list}.` }[lang];
}

// ---------------------------------------------------------------- drawing

const INK = '#1b1f24';
const SHADE = '#5b6573';
const r1 = (n: number): string => String(Math.round(n * 10) / 10);

function polygonPoints(cx: number, cy: number, r: number, sides: number, turn = 0): string {
  const pts: string[] = [];
  // A square stands on a side; other polygons stand on a side too when they have an even count.
  const offset = sides % 2 === 0 ? Math.PI / sides : 0;
  for (let i = 0; i < sides; i++) {
    const a = -Math.PI / 2 + offset + turn + (i * 2 * Math.PI) / sides;
    pts.push(`${r1(cx + r * Math.cos(a))},${r1(cy + r * Math.sin(a))}`);
  }
  return pts.join(' ');
}

function shapeSvg(shape: Shape, cx: number, cy: number, r: number, attrs: string): string {
  if (shape === 'circle') return `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" ${attrs}/>`;
  const sides = shape === 'square' ? 4 : shape === 'triangle' ? 3 : 6;
  return `<polygon points="${polygonPoints(cx, cy, shape === 'square' ? r * 1.1 : r, sides)}" ${attrs}/>`;
}

const OUTLINE = `fill="#fff" stroke="${INK}" stroke-width="3" stroke-linejoin="round"`;

/** One figure centred at (cx, cy), fitting a box of side s. */
function drawFigure(f: Figure, cx: number, cy: number, s: number): string {
  const r = s * 0.4;
  switch (f.kind) {
    case 'dots': {
      const frame = f.frame === 'square' ? `<rect x="${r1(cx - r)}" y="${r1(cy - r)}" width="${r1(2 * r)}" height="${r1(2 * r)}" rx="4" ${OUTLINE}/>` : `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r * 1.12)}" ${OUTLINE}/>`;
      const cols = f.n <= 4 ? 2 : f.n <= 9 ? 3 : 4;
      const rows = Math.ceil(f.n / cols);
      // Tighter spacing in a circle, so the outer dots stay inside its curve.
      const gap = r * (f.frame === 'circle' ? 0.46 : 0.52);
      const dots: string[] = [];
      for (let i = 0; i < f.n; i++) {
        const row = Math.floor(i / cols);
        const inRow = Math.min(cols, f.n - row * cols);
        const col = i % cols;
        const x = cx + (col - (inRow - 1) / 2) * gap;
        const y = cy + (row - (rows - 1) / 2) * gap;
        dots.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(s * 0.05)}"/>`);
      }
      return `${frame}<g fill="${INK}">${dots.join('')}</g>`;
    }
    case 'polygon': {
      const k = f.size === 'small' ? 0.6 : f.size === 'large' ? 1.05 : 0.85;
      const fill = f.filled ? INK : '#fff';
      return `<polygon points="${polygonPoints(cx, cy, r * k, f.sides)}" fill="${fill}" stroke="${INK}" stroke-width="3" stroke-linejoin="round"/>`;
    }
    case 'arrow': {
      const h = r;
      const w = r * 0.28;
      const d = `M${r1(cx)} ${r1(cy - h)}L${r1(cx + w * 2)} ${r1(cy - h + w * 2.2)}H${r1(cx + w * 0.7)}V${r1(cy + h)}H${r1(cx - w * 0.7)}V${r1(cy - h + w * 2.2)}H${r1(cx - w * 2)}Z`;
      return `<path d="${d}" fill="${INK}" transform="rotate(${f.dir * 45} ${r1(cx)} ${r1(cy)})"/>`;
    }
    case 'sectors': {
      const parts: string[] = [];
      for (let i = 0; i < 8; i++) {
        const a0 = -Math.PI / 2 + (i * Math.PI) / 4;
        const a1 = a0 + Math.PI / 4;
        const shaded = mod(i - f.start, 8) < f.shaded;
        parts.push(
          `<path d="M${r1(cx)} ${r1(cy)}L${r1(cx + r * Math.cos(a0))} ${r1(cy + r * Math.sin(a0))}A${r1(r)} ${r1(r)} 0 0 1 ${r1(cx + r * Math.cos(a1))} ${r1(cy + r * Math.sin(a1))}Z" fill="${shaded ? SHADE : '#fff'}"/>`,
        );
      }
      return `<g stroke="${INK}" stroke-width="2" stroke-linejoin="round">${parts.join('')}</g>`;
    }
    case 'hands': {
      const hand = (dir: number): string => {
        const a = -Math.PI / 2 + (dir * Math.PI) / 4;
        return `<line x1="${r1(cx)}" y1="${r1(cy)}" x2="${r1(cx + r * 0.85 * Math.cos(a))}" y2="${r1(cy + r * 0.85 * Math.sin(a))}"/>`;
      };
      return `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r * 1.1)}" ${OUTLINE}/><g stroke="${INK}" stroke-width="5" stroke-linecap="round">${hand(f.a)}${hand(f.b)}</g><circle cx="${r1(cx)}" cy="${r1(cy)}" r="4" fill="${INK}"/>`;
    }
    case 'nested':
      return shapeSvg(f.outer, cx, cy + (f.outer === 'triangle' ? r * 0.15 : 0), r * (f.outer === 'triangle' ? 1.2 : 1), OUTLINE) + shapeSvg(f.inner, cx, cy + (f.outer === 'triangle' ? r * 0.2 : 0), r * 0.38, `fill="${INK}"`);
    case 'marker': {
      const corner = [
        [-1, -1],
        [1, -1],
        [1, 1],
        [-1, 1],
      ][f.corner] as [number, number];
      const dot = `<circle cx="${r1(cx + corner[0] * r * 0.62)}" cy="${r1(cy + corner[1] * r * 0.62)}" r="${r1(r * 0.2)}" fill="${INK}"/>`;
      const t = r * 0.16;
      const len = r * 0.9;
      const bars = [
        [cx - len / 2, cy - r + 4, len, t],
        [cx + r - 4 - t, cy - len / 2, t, len],
        [cx - len / 2, cy + r - 4 - t, len, t],
        [cx - r + 4, cy - len / 2, t, len],
      ][f.edge] as [number, number, number, number];
      const bar = `<rect x="${r1(bars[0])}" y="${r1(bars[1])}" width="${r1(bars[2])}" height="${r1(bars[3])}" fill="${SHADE}"/>`;
      return `<rect x="${r1(cx - r)}" y="${r1(cy - r)}" width="${r1(2 * r)}" height="${r1(2 * r)}" ${OUTLINE}/>${dot}${bar}`;
    }
    case 'grid': {
      const c = (2 * r) / 3;
      const cells: string[] = [];
      for (let i = 0; i < 9; i++) {
        const x = cx - r + (i % 3) * c;
        const y = cy - r + Math.floor(i / 3) * c;
        cells.push(`<rect x="${r1(x)}" y="${r1(y)}" width="${r1(c)}" height="${r1(c)}" fill="${f.cells.includes(i) ? SHADE : '#fff'}"/>`);
      }
      return `<g stroke="${INK}" stroke-width="2">${cells.join('')}</g>`;
    }
  }
}

const CELL = 100;
const cellBox = (x: number, y: number, strong = false): string =>
  `<rect x="${x}" y="${y}" width="${CELL}" height="${CELL}" rx="10" fill="#fff" stroke="${strong ? INK : '#b8c0cc'}" stroke-width="${strong ? 3 : 2}"/>`;
const label = (text: string, x: number, y: number, size = 22): string => `<text x="${x}" y="${y}" font-size="${size}" text-anchor="middle">${text}</text>`;

/** The four options in a row, each labelled A-D under its box. */
function optionRow(options: readonly Figure[], y: number, x0: number, pitch: number): string {
  return options.map((f, i) => cellBox(x0 + i * pitch, y) + drawFigure(f, x0 + i * pitch + CELL / 2, y + CELL / 2, CELL) + label(LETTERS[i] ?? '', x0 + i * pitch + CELL / 2, y + CELL + 26)).join('');
}

function svgDoc(title: string, height: number, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 ${height}" width="600" height="${height}" font-family="Arial, Helvetica, sans-serif" font-weight="bold" fill="${INK}">` +
    `<title>${title}</title><rect width="600" height="${height}" rx="18" fill="#fff" stroke="#d5dae1" stroke-width="2"/>${body}</svg>\n`
  );
}

/** Series: four figures and a question mark on top, the options below. */
function seriesSvg(title: string, row: readonly Figure[], options: readonly Figure[]): string {
  const top = row.map((f, i) => cellBox(15 + i * 115, 18) + drawFigure(f, 15 + i * 115 + CELL / 2, 18 + CELL / 2, CELL)).join('');
  const q = cellBox(15 + 4 * 115, 18, true) + label('?', 15 + 4 * 115 + CELL / 2, 18 + CELL / 2 + 20, 56);
  return svgDoc(title, 300, top + q + `<line x1="30" y1="139" x2="570" y2="139" stroke="#d5dae1" stroke-width="2"/>` + optionRow(options, 158, 72, 115));
}

/** Odd one out: just the four labelled figures. */
function oddSvg(title: string, options: readonly Figure[]): string {
  return svgDoc(title, 170, optionRow(options, 18, 37, 135));
}

/** Rotations and reflections: the shape on top (bold box), the options below. */
function turnSvg(title: string, shape: Figure, options: readonly Figure[]): string {
  return svgDoc(title, 300, cellBox(250, 18, true) + drawFigure(shape, 300, 68, CELL) + `<line x1="30" y1="139" x2="570" y2="139" stroke="#d5dae1" stroke-width="2"/>` + optionRow(options, 158, 72, 115));
}

// ---------------------------------------------------------------- puzzles

interface Puzzle {
  id: string;
  svg: string;
  q: L10n;
  alt: L10n;
  note: L10n;
  answer: number;
}

/** Places the answer among three distractors at a seeded position; all four must differ. */
function arrange(answer: Figure, distractors: readonly Figure[]): { options: Figure[]; answer: number } {
  const options = shuffle([answer, ...distractors.slice(0, 3)]);
  if (new Set(options.map(key)).size !== 4) throw new Error(`options repeat: ${options.map(key).join(' | ')}`);
  return { options, answer: options.indexOf(answer) };
}

function uniqueFigures(answer: Figure, candidates: readonly Figure[]): Figure[] {
  const seen = new Set([key(answer)]);
  const out: Figure[] = [];
  for (const c of candidates) {
    if (seen.has(key(c))) continue;
    seen.add(key(c));
    out.push(c);
  }
  return out;
}

const SERIES_Q: L10n = { en: 'Which figure comes next in the series?', fr: 'Quelle figure vient ensuite dans la suite ?', ar: 'أي شكل يأتي بعد ذلك في السلسلة؟' };
const ODD_Q: L10n = { en: 'Which figure is the odd one out?', fr: 'Quelle figure est l’intruse ?', ar: 'أي شكل يختلف عن البقية؟' };

function seriesAlt(row: readonly Figure[], options: readonly Figure[]): L10n {
  const out = {} as L10n;
  for (const lang of LANGS) {
    const items = row.map((f, i) => `${i + 1}) ${describe(f, lang)}`).join(lang === 'fr' ? ' ; ' : lang === 'ar' ? '؛ ' : '; ');
    const head = { en: `A row of four figures: ${items}; then a question mark.`, fr: `Une suite de quatre figures : ${items} ; puis un point d’interrogation.`, ar: `صف من أربعة أشكال: ${items}؛ ثم علامة استفهام.` }[lang];
    out[lang] = `${head} ${optionsText(options, lang)}`;
  }
  return out;
}

const turnWord = (step: number, lang: Lang): string => {
  const deg = `${Math.abs(step) * 45}°`;
  const cw = step > 0;
  return {
    en: `${deg} ${cw ? 'clockwise' : 'anticlockwise'}`,
    fr: `de ${deg} dans le sens ${cw ? 'des' : 'inverse des'} aiguilles d’une montre`,
    ar: `${deg} ${cw ? 'باتجاه' : 'عكس اتجاه'} عقارب الساعة`,
  }[lang];
};

function makeSeries(id: string, kind: number): Puzzle {
  let row: Figure[];
  let answer: Figure;
  let wrong: Figure[];
  let note: L10n;
  if (kind === 0) {
    const step = pick([1, 2]);
    const start = int(1, step === 1 ? 4 : 2);
    const frame = pick(['square', 'circle'] as const);
    const dots = (n: number): Figure => ({ kind: 'dots', n, frame });
    row = [0, 1, 2, 3].map((i) => dots(start + i * step));
    const next = start + 4 * step;
    answer = dots(next);
    wrong = uniqueFigures(answer, shuffle([next - 1, next + 1, next - step, next + step]).map(dots));
    note = {
      en: `The number of dots goes up by ${step} each time, so ${next} dots come next.`,
      fr: `Le nombre de points augmente de ${step} à chaque fois : il en faut ${next}.`,
      ar: `يزداد عدد النقاط بمقدار ${step} في كل مرة، لذا يأتي بعدها ${next}.`,
    };
  } else if (kind === 1) {
    const up = rand() < 0.6;
    const start = up ? pick([3, 4]) : 8;
    const firstFilled = rand() < 0.5;
    const poly = (i: number, filled?: boolean): Figure => ({ kind: 'polygon', sides: start + (up ? i : -i), filled: filled ?? (i % 2 === 0) === firstFilled, size: 'medium' });
    row = [0, 1, 2, 3].map((i) => poly(i));
    answer = poly(4);
    const filled = (answer as { filled: boolean }).filled;
    wrong = uniqueFigures(answer, [poly(4, !filled), poly(3, filled), poly(5, !filled), poly(3, !filled)].filter((f) => f.kind === 'polygon' && f.sides >= 3 && f.sides <= 8));
    const name = (lang: Lang): string => describe(answer, lang);
    note = {
      en: `Each figure has one ${up ? 'more' : 'fewer'} side and the colour alternates, so ${name('en')} comes next.`,
      fr: `Chaque figure a un côté de ${up ? 'plus' : 'moins'} et la couleur alterne : c’est ${name('fr')}.`,
      ar: `${up ? 'يزيد' : 'ينقص'} كل شكل ضلعًا واحدًا ويتناوب اللون، لذا يأتي ${name('ar')}.`,
    };
  } else if (kind === 2) {
    const step = pick([1, -1, 2, -2, 3]);
    const start = int(0, 7);
    const arrow = (d: number): Figure => ({ kind: 'arrow', dir: mod(d, 8) });
    row = [0, 1, 2, 3].map((i) => arrow(start + i * step));
    const next = start + 4 * step;
    answer = arrow(next);
    wrong = uniqueFigures(answer, shuffle([next + step, next - step, next + 4, next + 1, next - 1, next + 2]).map(arrow));
    note = {
      en: `The arrow turns ${turnWord(step, 'en')} each time, so next it points ${DIRS.en[mod(next, 8)]}.`,
      fr: `La flèche tourne ${turnWord(step, 'fr')} à chaque fois : elle pointe ensuite ${DIRS.fr[mod(next, 8)]}.`,
      ar: `يدور السهم ${turnWord(step, 'ar')} في كل مرة، لذا يشير بعد ذلك ${DIRS.ar[mod(next, 8)]}.`,
    };
  } else if (kind === 3) {
    const step = rand() < 0.7 ? 1 : -1;
    const start = step === 1 ? int(0, 3) : int(5, 8);
    const begin = int(0, 7);
    const sec = (n: number): Figure => ({ kind: 'sectors', shaded: n, start: begin });
    row = [0, 1, 2, 3].map((i) => sec(start + i * step));
    const next = start + 4 * step;
    answer = sec(next);
    wrong = uniqueFigures(answer, shuffle([next + 1, next - 1, next + 2 * step, next - 2 * step].filter((n) => n >= 0 && n <= 8)).map(sec));
    note = {
      en: `One slice ${step > 0 ? 'more' : 'fewer'} is shaded each time, so ${next} of the 8 slices are shaded next.`,
      fr: `Une part ${step > 0 ? 'de plus' : 'de moins'} est grisée à chaque fois : ensuite ${next} parts sur 8.`,
      ar: `${step > 0 ? 'يزداد' : 'ينقص'} عدد الأجزاء المظللة جزءًا واحدًا في كل مرة، لذا يأتي ${next} من 8.`,
    };
  } else {
    const dotStep = pick([1, -1]);
    const barStep = pick([1, -1]);
    const c0 = int(0, 3);
    const e0 = int(0, 3);
    const m = (i: number, dc = 0, de = 0): Figure => ({ kind: 'marker', corner: mod(c0 + i * dotStep + dc, 4), edge: mod(e0 + i * barStep + de, 4) });
    row = [0, 1, 2, 3].map((i) => m(i));
    answer = m(4);
    wrong = uniqueFigures(answer, shuffle([m(4, 1), m(4, 0, 1), m(4, -1, 2), m(4, 2), m(4, 0, 2), m(4, 1, -1)]));
    const way = (s: number, lang: Lang): string => ({ en: s > 0 ? 'clockwise' : 'anticlockwise', fr: s > 0 ? 'dans le sens des aiguilles d’une montre' : 'dans le sens inverse', ar: s > 0 ? 'باتجاه عقارب الساعة' : 'عكس اتجاه عقارب الساعة' })[lang];
    note = {
      en: `Each time the dot moves one corner ${way(dotStep, 'en')} and the bar moves one side ${way(barStep, 'en')}.`,
      fr: `À chaque fois, le point avance d’un coin ${way(dotStep, 'fr')} et la barre d’un côté ${way(barStep, 'fr')}.`,
      ar: `في كل مرة تنتقل النقطة زاوية واحدة ${way(dotStep, 'ar')} وينتقل الشريط ضلعًا واحدًا ${way(barStep, 'ar')}.`,
    };
  }
  const { options, answer: index } = arrange(answer, wrong);
  return { id, svg: seriesSvg(`Figure series puzzle ${id}: which figure comes next?`, row, options), q: SERIES_Q, alt: seriesAlt(row, options), note, answer: index };
}

function makeOdd(id: string, kind: number): Puzzle {
  let same: Figure[];
  let odd: Figure;
  let note: L10n;
  if (kind === 0) {
    const sides = int(3, 6);
    const other = sides + pick([1, -1].filter((d) => sides + d >= 3 && sides + d <= 7));
    // The three that share the rule differ in size, so no two options look alike.
    const sizes = shuffle(['small', 'medium', 'large'] as const);
    const poly = (s: number, size: 'small' | 'medium' | 'large'): Figure => ({ kind: 'polygon', sides: s, filled: rand() < 0.5, size });
    same = sizes.map((size) => poly(sides, size));
    odd = poly(other, pick(sizes));
    note = {
      en: `The others all have ${sides} sides; this one has ${other}.`,
      fr: `Les autres ont toutes ${sides} côtés ; celle-ci en a ${other}.`,
      ar: `لكل من الأشكال الأخرى ${sides} أضلاع، أما هذا فله ${other}.`,
    };
  } else if (kind === 1) {
    const shapes: Shape[] = shuffle(['circle', 'square', 'triangle', 'hexagon']);
    same = shapes.slice(0, 3).map((s) => ({ kind: 'nested', outer: s, inner: s }));
    const outer = shapes[3] as Shape;
    odd = { kind: 'nested', outer, inner: pick(shapes.slice(0, 3)) };
    note = {
      en: 'In the others the small shape inside matches the big one; in this one it does not.',
      fr: 'Dans les autres, la petite forme est la même que la grande ; ici, non.',
      ar: 'في الأشكال الأخرى يطابق الشكل الصغير الشكل الكبير، أما هنا فلا.',
    };
  } else if (kind === 2) {
    const even = rand() < 0.5;
    const pool = shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9].filter((n) => (n % 2 === 0) === even));
    const oddPool = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((n) => (n % 2 === 0) !== even);
    const frame = pick(['square', 'circle'] as const);
    same = pool.slice(0, 3).map((n) => ({ kind: 'dots', n, frame }));
    const n = pick(oddPool);
    odd = { kind: 'dots', n, frame };
    const [p, q] = even ? ['even', 'odd'] : ['odd', 'even'];
    const frP = even ? 'pair' : 'impair';
    const frQ = even ? 'impair' : 'pair';
    const arP = even ? 'زوجي' : 'فردي';
    const arQ = even ? 'فردي' : 'زوجي';
    note = {
      en: `The others have an ${p} number of dots; this one has ${n}, an ${q} number.`,
      fr: `Les autres ont un nombre ${frP} de points ; celle-ci en a ${n}, un nombre ${frQ}.`,
      ar: `في الأشكال الأخرى عدد ${arP} من النقاط، وفي هذا ${n}، وهو عدد ${arQ}.`,
    };
  } else if (kind === 3) {
    const starts = shuffle([0, 1, 2, 3, 4, 5, 6, 7]);
    // Stored in order (a < b), so two options that look alike have the same key and are redrawn.
    const hands = (a: number, gap: number): Figure => ({ kind: 'hands', a: Math.min(mod(a, 8), mod(a + gap, 8)), b: Math.max(mod(a, 8), mod(a + gap, 8)) });
    same = starts.slice(0, 3).map((a) => hands(a, pick([2, -2])));
    const gap = pick([1, 3, -1, -3]);
    odd = hands(starts[3] ?? 0, gap);
    const deg = Math.abs(gap) * 45;
    note = {
      en: `In the others the two hands make a right angle (90°); in this one they make ${deg}°.`,
      fr: `Dans les autres, les aiguilles forment un angle droit (90°) ; ici, ${deg}°.`,
      ar: `في الأشكال الأخرى يصنع العقربان زاوية قائمة (90°)، أما هنا فيصنعان ${deg}°.`,
    };
  } else {
    const starts = shuffle([0, 1, 2, 3, 4, 5, 6, 7]);
    same = starts.slice(0, 3).map((start) => ({ kind: 'sectors', shaded: 4, start }));
    const n = pick([3, 5]);
    odd = { kind: 'sectors', shaded: n, start: starts[3] ?? 0 };
    note = {
      en: `The others have exactly half the circle shaded (4 of 8 slices); this one has ${n}.`,
      fr: `Les autres ont exactement la moitié grisée (4 parts sur 8) ; celle-ci en a ${n}.`,
      ar: `في الأشكال الأخرى نصف الدائرة مظلل بالضبط (4 من 8)، أما هذا ففيه ${n}.`,
    };
  }
  const { options, answer } = arrange(odd, same);
  const alt = {} as L10n;
  for (const lang of LANGS) {
    const list = listOptions(options, lang);
    alt[lang] = { en: `Four figures. ${list}.`, fr: `Quatre figures. ${list}.`, ar: `أربعة أشكال. ${list}.` }[lang];
  }
  return { id, svg: oddSvg(`Odd one out puzzle ${id}: which figure is different?`, options), q: ODD_Q, alt, note, answer };
}

// The eight symmetries of the square, as maps on the marker's corners/edges and the grid's cells.
type Op = 'r90' | 'r180' | 'r270' | 'mv' | 'mh' | 'id' | 'md' | 'ma';
const OPS: readonly Op[] = ['id', 'r90', 'r180', 'r270', 'mv', 'mh', 'md', 'ma'];

function cellAt(i: number, op: Op): number {
  const r = Math.floor(i / 3);
  const c = i % 3;
  const [nr, nc] = {
    id: [r, c],
    r90: [c, 2 - r],
    r180: [2 - r, 2 - c],
    r270: [2 - c, r],
    mv: [r, 2 - c], // mirror in a vertical line: left and right swap
    mh: [2 - r, c],
    md: [c, r],
    ma: [2 - c, 2 - r],
  }[op] as [number, number];
  return nr * 3 + nc;
}

function apply(f: Figure, op: Op): Figure {
  if (f.kind === 'grid') return { kind: 'grid', cells: f.cells.map((i) => cellAt(i, op)).sort((a, b) => a - b) };
  if (f.kind !== 'marker') throw new Error('only markers and grids turn');
  // Corners TL,TR,BR,BL and edges top,right,bottom,left: a quarter turn clockwise adds one to both.
  const turn = { id: 0, r90: 1, r180: 2, r270: 3 } as Partial<Record<Op, number>>;
  const t = turn[op];
  if (t !== undefined) return { kind: 'marker', corner: mod(f.corner + t, 4), edge: mod(f.edge + t, 4) };
  const cornerMap = { mv: [1, 0, 3, 2], mh: [3, 2, 1, 0], md: [0, 3, 2, 1], ma: [2, 1, 0, 3] }[op as 'mv'];
  const edgeMap = { mv: [0, 3, 2, 1], mh: [2, 1, 0, 3], md: [3, 2, 1, 0], ma: [1, 0, 3, 2] }[op as 'mv'];
  return { kind: 'marker', corner: cornerMap[f.corner] ?? 0, edge: edgeMap[f.edge] ?? 0 };
}

const TURN_Q: Record<'r90' | 'r270' | 'r180' | 'mv' | 'mh', L10n> = {
  r90: {
    en: 'Which figure shows the shape after a quarter turn clockwise?',
    fr: 'Quelle figure montre la forme après un quart de tour dans le sens des aiguilles d’une montre ?',
    ar: 'أي شكل يُظهر الشكل بعد تدويره ربع دورة باتجاه عقارب الساعة؟',
  },
  r270: {
    en: 'Which figure shows the shape after a quarter turn anticlockwise?',
    fr: 'Quelle figure montre la forme après un quart de tour dans le sens inverse des aiguilles d’une montre ?',
    ar: 'أي شكل يُظهر الشكل بعد تدويره ربع دورة عكس اتجاه عقارب الساعة؟',
  },
  r180: { en: 'Which figure shows the shape after a half turn?', fr: 'Quelle figure montre la forme après un demi-tour ?', ar: 'أي شكل يُظهر الشكل بعد تدويره نصف دورة؟' },
  mv: {
    en: 'Which figure is the reflection of the shape in a vertical mirror line?',
    fr: 'Quelle figure est le reflet de la forme dans un miroir vertical ?',
    ar: 'أي شكل هو انعكاس الشكل في مرآة عمودية؟',
  },
  mh: {
    en: 'Which figure is the reflection of the shape in a horizontal mirror line?',
    fr: 'Quelle figure est le reflet de la forme dans un miroir horizontal ?',
    ar: 'أي شكل هو انعكاس الشكل في مرآة أفقية؟',
  },
};

function asymmetricGrid(): Figure {
  for (;;) {
    const cells = shuffle([0, 1, 2, 3, 4, 5, 6, 7, 8]).slice(0, int(3, 5)).sort((a, b) => a - b);
    const g: Figure = { kind: 'grid', cells };
    if (new Set(OPS.map((op) => key(apply(g, op)))).size === 8) return g;
  }
}

function makeTurn(id: string, op: keyof typeof TURN_Q, useGrid: boolean): Puzzle {
  // A marker square has no symmetry at all (no reflection fixes both its dot and its bar), and the
  // grid is drawn until it has none: so the eight images differ and only one option is right.
  const shape: Figure = useGrid ? asymmetricGrid() : { kind: 'marker', corner: int(0, 3), edge: int(0, 3) };
  const answer = apply(shape, op);
  // Distractors: the likeliest slips first (the other direction, the mirror instead of the turn).
  const likely: Op[] = op === 'r90' ? ['r270', 'mv', 'md'] : op === 'r270' ? ['r90', 'mh', 'ma'] : op === 'r180' ? ['id', 'mv', 'mh'] : op === 'mv' ? ['mh', 'r180', 'id'] : ['mv', 'r180', 'id'];
  const others = OPS.filter((o) => o !== op && !likely.includes(o));
  const chosen = shuffle([...likely.slice(0, 2), pick([likely[2] as Op, ...others])]);
  const { options, answer: index } = arrange(answer, chosen.map((o) => apply(shape, o)));
  const alt = {} as L10n;
  const note = {} as L10n;
  for (const lang of LANGS) {
    alt[lang] = `${{ en: 'The shape', fr: 'La forme', ar: 'الشكل' }[lang]}: ${describe(shape, lang)}. ${optionsText(options, lang)}`;
    note[lang] = { en: `After the change the shape is ${describe(answer, 'en')}.`, fr: `Après la transformation, on obtient ${describe(answer, 'fr')}.`, ar: `بعد التحويل يصبح الشكل ${describe(answer, 'ar')}.` }[lang];
  }
  return { id, svg: turnSvg(`Rotation and reflection puzzle ${id}: which figure is the transformed shape?`, shape, options), q: TURN_Q[op], alt, note, answer: index };
}

// ---------------------------------------------------------------- content files

interface Sub {
  slug: string;
  name: L10n;
  puzzles: Puzzle[];
}
interface Category {
  n: number;
  slug: string;
  icon: string;
  name: L10n;
  description: L10n;
  subs: Sub[];
}

const pad = (n: number): string => String(n).padStart(2, '0');

function buildCategories(): Category[] {
  // Series: kinds 0 dots, 1 polygons, 3 sectors count; kinds 2 arrows, 4 markers move.
  const seriesKinds = [0, 1, 3, 2, 4];
  // A draw whose options repeat is thrown away and drawn again (still deterministic: same seed).
  const retry = <T>(make: () => T): T => {
    for (let i = 0; ; i++) {
      try {
        return make();
      } catch (e) {
        if (i > 50) throw e;
      }
    }
  };
  const series = Array.from({ length: 20 }, (_, i) => retry(() => makeSeries(`nv-series-${pad(i + 1)}`, seriesKinds[i % 5] ?? 0)));
  const oddKinds = [0, 1, 2, 3, 4];
  const odd = Array.from({ length: 20 }, (_, i) => retry(() => makeOdd(`nv-odd-${pad(i + 1)}`, oddKinds[i % 5] ?? 0)));
  const turnOps = ['r90', 'r270', 'r180', 'mv', 'mh'] as const;
  const turns = Array.from({ length: 20 }, (_, i) => retry(() => makeTurn(`nv-turn-${pad(i + 1)}`, turnOps[i % 5] ?? 'r90', Math.floor(i / 5) % 2 === 1)));
  const byKind = (ps: Puzzle[], kinds: number[], kindsOf: number[]): Puzzle[] => ps.filter((_, i) => kinds.includes(kindsOf[i % kindsOf.length] ?? -1));
  return [
    {
      n: 1,
      slug: 'figure-series',
      icon: '🔷',
      name: { en: 'Figure Series', fr: 'Suites de figures', ar: 'سلاسل الأشكال' },
      description: {
        en: 'Spot the rule in a row of figures and pick the one that comes next.',
        fr: 'Trouvez la règle d’une suite de figures et choisissez la suivante.',
        ar: 'اكتشف القاعدة في صف من الأشكال واختر الشكل التالي.',
      },
      subs: [
        { slug: 'count-and-shade', name: { en: 'Count & Shade', fr: 'Compter et colorier', ar: 'العد والتظليل' }, puzzles: byKind(series, [0, 1, 3], seriesKinds) },
        { slug: 'turn-and-move', name: { en: 'Turn & Move', fr: 'Tourner et déplacer', ar: 'التدوير والتحريك' }, puzzles: byKind(series, [2, 4], seriesKinds) },
      ],
    },
    {
      n: 2,
      slug: 'odd-one-out',
      icon: '🧩',
      name: { en: 'Odd One Out', fr: 'Cherchez l’intrus', ar: 'الشكل المختلف' },
      description: {
        en: 'Three figures share a rule; find the one that breaks it.',
        fr: 'Trois figures suivent une même règle : trouvez celle qui ne la suit pas.',
        ar: 'ثلاثة أشكال تتبع قاعدة واحدة؛ اعثر على الشكل الذي يخالفها.',
      },
      subs: [
        { slug: 'shapes-and-sides', name: { en: 'Shapes & Sides', fr: 'Formes et côtés', ar: 'الأشكال والأضلاع' }, puzzles: byKind(odd, [0, 1], oddKinds) },
        { slug: 'counts-and-angles', name: { en: 'Counts & Angles', fr: 'Nombres et angles', ar: 'الأعداد والزوايا' }, puzzles: byKind(odd, [2, 3, 4], oddKinds) },
      ],
    },
    {
      n: 3,
      slug: 'rotations-reflections',
      icon: '🔄',
      name: { en: 'Rotations & Reflections', fr: 'Rotations et symétries', ar: 'الدوران والانعكاس' },
      description: {
        en: 'Turn a shape in your head or see it in a mirror, then find the match.',
        fr: 'Faites tourner une forme dans votre tête ou regardez-la dans un miroir, puis trouvez la bonne.',
        ar: 'دوّر الشكل في ذهنك أو تخيّله في مرآة، ثم اعثر على المطابق.',
      },
      subs: [
        { slug: 'quarter-and-half-turns', name: { en: 'Quarter & Half Turns', fr: 'Quarts et demi-tours', ar: 'أرباع وأنصاف الدورة' }, puzzles: turns.filter((_, i) => i % 5 < 3) },
        { slug: 'mirror-images', name: { en: 'Mirror Images', fr: 'Images miroir', ar: 'صور المرآة' }, puzzles: turns.filter((_, i) => i % 5 >= 3) },
      ],
    },
  ];
}

/** ar and fr carry 20 of the 60 puzzles: the first few of every subcategory (7 + 7 + 6). */
const TRANSLATED_PER_CATEGORY = [7, 7, 6];

function writeFiles(): void {
  mkdirSync(MEDIA_DIR, { recursive: true });
  const categories = buildCategories();
  for (const cat of categories) for (const sub of cat.subs) for (const p of sub.puzzles) writeFileSync(join(MEDIA_DIR, `${p.id}.svg`), p.svg);
  for (const lang of LANGS) {
    const dir = join(CONTENT_DIR, lang);
    mkdirSync(dir, { recursive: true });
    categories.forEach((cat, ci) => {
      const suffix = lang === 'en' ? '' : `-${lang}`;
      const limit = lang === 'en' ? Infinity : (TRANSLATED_PER_CATEGORY[ci] ?? 0);
      // Share the limit between the subcategories so each keeps at least a few puzzles.
      const perSub = cat.subs.map((s, si) => (limit === Infinity ? s.puzzles.length : Math.floor((limit + cat.subs.length - 1 - si) / cat.subs.length)));
      const file = {
        slug: `${cat.slug}${suffix}`,
        name: cat.name[lang],
        icon: cat.icon,
        description: cat.description[lang],
        subcategories: cat.subs.map((s, si) => ({
          slug: `${s.slug}${suffix}`,
          name: s.name[lang],
          questions: s.puzzles.slice(0, perSub[si]).map(
            (p): ChoiceItem => ({ q: p.q[lang], options: ['A', 'B', 'C', 'D'], answer: p.answer, note: p.note[lang], image: `nonverbal/${p.id}.svg`, image_alt: p.alt[lang] }),
          ),
        })),
      };
      ChoiceFileSchema.parse(file);
      writeFileSync(join(dir, `${pad(cat.n)}-${cat.slug}.json`), `${JSON.stringify(file, null, 2)}\n`);
    });
  }
}

writeFiles();
