import { describe, expect, it } from 'vitest';
import { mathToText, texToText } from './tex-text';

describe('texToText', () => {
  it('writes fractions, mixed numbers and roots as text', () => {
    expect(texToText('\\frac{3}{4}')).toBe('3/4');
    expect(texToText('2\\frac{1}{4}')).toBe('2 1/4');
    expect(texToText('1 - \\frac{3}{7}')).toBe('1 - 3/7');
    expect(texToText('\\frac{x + 1}{2}')).toBe('(x + 1)/2');
    expect(texToText('10\\sqrt{5}')).toBe('10√5');
    expect(texToText('\\sqrt{x + 1}')).toBe('√(x + 1)');
  });

  it('writes powers, degrees and units with Unicode symbols', () => {
    expect(texToText('2x^2')).toBe('2x²');
    expect(texToText('10^{-2}')).toBe('10⁻²');
    expect(texToText('(3^2)^3')).toBe('(3²)³');
    expect(texToText('108^\\circ')).toBe('108°');
    expect(texToText('10\\pi\\ \\text{cm}^3')).toBe('10π cm³');
    expect(texToText('x^{a+b}')).toBe('x^(a+b)');
  });

  it('names operators and keeps unknown commands readable', () => {
    expect(texToText('6 \\times 7 \\div 2 \\le 30')).toBe('6 × 7 ÷ 2 ≤ 30');
    expect(texToText('2, 6, 18, 54, \\ldots')).toBe('2, 6, 18, 54, …');
    expect(texToText('\\sin \\theta')).toBe('sin θ');
    expect(texToText('50\\%')).toBe('50%');
  });

  it('is never empty for a formula with content', () => {
    expect(texToText('0')).toBe('0');
    expect(texToText('-100')).toBe('-100');
  });
});

describe('mathToText', () => {
  it('replaces each $...$ part and keeps the words around it', () => {
    expect(mathToText('What is $\\frac{1}{2} + \\frac{1}{4}$?')).toBe('What is 1/2 + 1/4?');
    expect(mathToText('$12\\ \\text{cm}^2$')).toBe('12 cm²');
    expect(mathToText('costs $5 or more')).toBe('costs $5 or more');
  });
});
