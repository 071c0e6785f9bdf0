/** Drawing a paper: spread over the units, each item once, never more than the content has. */
import { describe, expect, it } from 'vitest';
import type { GeneratorSpec } from '../../../contract/maths/spec';
import { drawPaper } from './assessment-draw';
import type { PoolUnit } from './assessments.repo';

const addition: GeneratorSpec = { kind: 'addition', a: [1, 9], b: [1, 9] };

function written(id: number, n: number): PoolUnit {
  return { curriculumId: id, name: `Unit ${id}`, levels: [], items: Array.from({ length: n }, (_, i) => ({ itemId: `unit-${id}:${i + 1}`, kind: 'choice' as const, prompt: `Question ${i + 1}`, options: ['a', 'b'] })) };
}
function generated(id: number, levels: { key: string; count: number }[]): PoolUnit {
  return { curriculumId: id, name: `Unit ${id}`, items: [], levels: levels.map((l) => ({ levelKey: l.key, generator: addition, questionCount: l.count })) };
}

describe('drawPaper', () => {
  it('takes from every unit in turn, so units share the paper evenly', () => {
    const paper = drawPaper([written(1, 10), written(2, 10), written(3, 10)], 9);
    expect(paper).toHaveLength(9);
    for (const unit of [1, 2, 3]) expect(paper.filter((q) => q.curriculumId === unit)).toHaveLength(3);
    expect(new Set(paper.map((q) => q.itemId)).size).toBe(9);
  });

  it('fills the paper from the units that still have items when one runs out, and stops when all have', () => {
    const paper = drawPaper([written(1, 1), written(2, 10)], 6);
    expect(paper.filter((q) => q.curriculumId === 1)).toHaveLength(1);
    expect(paper.filter((q) => q.curriculumId === 2)).toHaveLength(5);
    expect(drawPaper([written(1, 2), written(2, 3)], 20)).toHaveLength(5);
  });

  it('draws generated maths items from any level with their generated prompt, and no item twice even when two units share levels', () => {
    const shared = [
      { key: 'add-1', count: 3 },
      { key: 'add-2', count: 2 },
    ];
    const paper = drawPaper([generated(1, shared), generated(2, shared)], 20);
    expect(paper).toHaveLength(5);
    expect(new Set(paper.map((q) => q.itemId))).toEqual(new Set(['add-1:1', 'add-1:2', 'add-1:3', 'add-2:1', 'add-2:2']));
    for (const q of paper) {
      expect(q.kind).toBe('number');
      expect(q.prompt).toMatch(/^What is \d \+ \d\?$/);
      expect(q).not.toHaveProperty('answer');
    }
  });
});
