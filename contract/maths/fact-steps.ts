/**
 * Worked steps for multiplying and dividing, as a Year 3/4 pupil is taught: a times-table fact as
 * groups, reached by counting in steps or from a fact already known (2, 5 and 10 times); larger
 * numbers split into tens and ones (the grid method); division as the inverse of multiplication,
 * by counting in the divisor or by splitting into multiples of it (chunking).
 */
import { formatNumber as f } from './format';
import { calc, joined, note, said, type DraftStep } from './worked-step';

/** Up to 12 x 12: the times tables a pupil learns by heart. */
const TABLE_MAX = 12;

/** The nonzero parts of n in tens and ones (everything from 100 up as one part): 346 -> [300, 40, 6]. */
function placeParts(n: number): number[] {
  const parts: number[] = [];
  for (let rest = n, place = 1; rest > 0; place *= 10) {
    const part = place >= 100 ? rest : rest % (place * 10);
    if (part > 0) parts.push(part);
    rest -= part;
  }
  return parts.reverse();
}

/** The place of n's last nonzero digit: 40 -> 10, 1200 -> 100, 7 -> 1. */
function trailingPlace(n: number): number {
  let place = 1;
  while (n % (place * 10) === 0 && n > 0) place *= 10;
  return place;
}

/** The fact known already that is nearest to m groups: 2, 5 or 10 of them. */
function anchorFor(m: number): number {
  if (m <= 4) return 2;
  if (m <= 7) return 5;
  return 10;
}

function tableFact(x: number, y: number, m: number, g: number): DraftStep[] {
  const product = x * y;
  // A neighbouring fact is one group too many or too few, or one too many or few in each group.
  const fact = note(`${x} \u00d7 ${y} means ${m} groups of ${g}: it is a fact of the ${g} times table.`, [product - g, product + g, product - m, product + m]);
  const so = calc(`So ${x} \u00d7 ${y} = ${f(product)}.`, [x, '\u00d7', y], product);
  if (m === 1) return [note(`${x} \u00d7 ${y} is 1 group of ${g}, which is just ${g}.`, [g + 1, 1]), so];
  if (m === 2) return [fact, calc(`Double ${g}: ${g} + ${g} = ${f(product)}.`, [g, '+', g], product, [g])];
  if (m === 5 || m === 10) {
    const counted = Array.from({ length: m }, (_, i) => f(g * (i + 1))).join(', ');
    return [fact, note(`Count in ${g}s, ${m} times: ${counted}.`, [product - g, product + g]), so];
  }
  const anchor = anchorFor(m);
  const known = anchor * g;
  const d = Math.abs(m - anchor);
  const more = m > anchor;
  const part = d * g;
  return [
    fact,
    calc(`Start from a fact you know: ${anchor} \u00d7 ${g} = ${f(known)}.`, [anchor, '\u00d7', g], known),
    calc(`${m} is ${anchor} ${more ? '+' : '\u2212'} ${d}, so ${more ? 'add' : 'take away'} ${d} ${more ? 'more ' : ''}group${d === 1 ? '' : 's'} of ${g}: ${d} \u00d7 ${g} = ${f(part)}.`, [d, '\u00d7', g], part, [
      product - g,
      product + g,
    ]),
    calc(`${more ? 'Add' : 'Take away'}: ${f(known)} ${more ? '+' : '\u2212'} ${f(part)} = ${f(product)}.`, [known, more ? '+' : '-', part], product, [known]),
  ];
}

/** x × y beyond the tables: split the larger number and multiply each part, then add the parts. */
function gridMethod(x: number, y: number): DraftStep[] {
  const product = x * y;
  const [big, other] = x >= y ? [x, y] : [y, x];
  const parts = placeParts(big);
  const [only] = parts;
  if (parts.length === 1 && only !== undefined) {
    // 40 x 7: 4 x 7, then ten times as much.
    const place = trailingPlace(only);
    const head = only / place;
    const fact = head * other;
    return [
      calc(`Use a fact: ${f(head)} \u00d7 ${f(other)} = ${f(fact)}.`, [head, '\u00d7', other], fact, [product / place]),
      calc(`${f(big)} is ${f(head)} \u00d7 ${f(place)}, so multiply by ${f(place)}: ${f(fact)} \u00d7 ${f(place)} = ${f(product)}.`, [fact, '\u00d7', place], product, [fact]),
    ];
  }
  const products = parts.map((p) => p * other);
  return [
    note(`Split ${f(big)} into ${said(joined(parts, '+'))} and multiply each part by ${f(other)}.`),
    ...parts.map((p, i) => calc(`${f(p)} \u00d7 ${f(other)} = ${f(products[i] ?? 0)}.`, [p, '\u00d7', other], products[i] ?? 0, [product - (products[i] ?? 0)])),
    calc(`Add the parts: ${said(joined(products, '+'))} = ${f(product)}.`, joined(products, '+'), product),
  ];
}

/**
 * x × y, as the prompt writes it. `groupSize` is the times table the question practises, when it
 * is one of the two (a pupil counts in the table's steps); otherwise the larger number is.
 */
export function multiplicationSteps(x: number, y: number, groupSize?: number): DraftStep[] {
  if (x === 0 || y === 0) {
    return [note('Any number of groups of 0, or 0 groups of anything, makes 0.', [x + y, Math.max(x, y)]), calc(`So ${f(x)} \u00d7 ${f(y)} = 0.`, [x, '\u00d7', y], 0)];
  }
  if (x > TABLE_MAX || y > TABLE_MAX) return gridMethod(x, y);
  const g = groupSize === x || groupSize === y ? groupSize : Math.max(x, y);
  const m = g === x ? y : x;
  return tableFact(x, y, m, g);
}

/** n ÷ d, with n a multiple of d: the inverse of multiplication. */
export function divisionSteps(n: number, d: number): DraftStep[] {
  const q = n / d;
  const inverse = `Division is the inverse of multiplication: ${f(n)} \u00f7 ${f(d)} asks how many ${f(d)}s make ${f(n)}, that is ${f(d)} \u00d7 ? = ${f(n)}.`;
  const so = calc(`So ${f(n)} \u00f7 ${f(d)} = ${f(q)}.`, [n, '\u00f7', d], q);
  if (q <= TABLE_MAX) {
    const counted = Array.from({ length: q }, (_, i) => f(d * (i + 1))).join(', ');
    return [
      note(inverse, [n - d, n * d, d]),
      calc(`Count in ${f(d)}s until you reach ${f(n)}: ${counted}. That is ${f(q)} of them: ${f(q)} \u00d7 ${f(d)} = ${f(n)}.`, [q, '\u00d7', d], n, [q - 1, q + 1]),
      so,
    ];
  }
  const parts = placeParts(q);
  const [only] = parts;
  if (parts.length === 1 && only !== undefined) {
    // 80 ÷ 4: 4 x 2 = 8, so 4 x 20 = 80.
    const place = trailingPlace(only);
    const head = only / place;
    return [
      calc(`${inverse} Use a fact: ${f(d)} \u00d7 ${f(head)} = ${f(d * head)}.`, [d, '\u00d7', head], d * head, [n - d, head]),
      calc(`${f(n)} is ${f(place)} times ${f(d * head)}, so the answer is ${f(head)} \u00d7 ${f(place)} = ${f(q)}.`, [head, '\u00d7', place], q, [q - 1, q + 1]),
    ];
  }
  const chunks = parts.map((p) => p * d);
  return [
    calc(`${inverse} Split ${f(n)} into multiples of ${f(d)} that are easy to divide: ${said(joined(chunks, '+'))} = ${f(n)}.`, joined(chunks, '+'), n, [n - d, q - 1, q + 1]),
    ...chunks.map((c, i) => calc(`${f(c)} \u00f7 ${f(d)} = ${f(parts[i] ?? 0)}, because ${f(d)} \u00d7 ${f(parts[i] ?? 0)} = ${f(c)}.`, [c, '\u00f7', d], parts[i] ?? 0, [q - (parts[i] ?? 0)])),
    calc(`Add the answers: ${said(joined(parts, '+'))} = ${f(q)}.`, joined(parts, '+'), q),
  ];
}

/** numerator/denominator of amount: divide by the denominator, then multiply by the numerator. */
export function fractionOfSteps(numerator: number, denominator: number, amount: number): DraftStep[] {
  const part = amount / denominator;
  const answer = part * numerator;
  const steps = [
    // Dividing by the numerator instead is the usual mix-up of the two.
    note(`The denominator, ${denominator}, says: split ${f(amount)} into ${denominator} equal parts. The numerator, ${numerator}, says: take ${numerator} of those parts.`, [
      amount / numerator,
      amount - part,
    ]),
    calc(`Divide by the denominator: ${f(amount)} \u00f7 ${denominator} = ${f(part)}. That is one part.`, [amount, '\u00f7', denominator], part, [part - 1, part + 1]),
  ];
  if (numerator > 1) steps.push(calc(`Multiply by the numerator: ${f(part)} \u00d7 ${numerator} = ${f(answer)}.`, [part, '\u00d7', numerator], answer, [part, answer - part, answer + part]));
  return steps;
}
