import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminMathsCurriculum } from '../../../../contract/api/admin-maths';
import { initI18n } from '../../../lib/i18n/i18n';
import { errorReply, okReply, renderAdmin, type Answer } from '../test-render';
import { MathsScreen } from './MathsScreen';
import { moveItem } from './reorder';

beforeAll(() => {
  initI18n();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const spec: AdminMathsCurriculum['units'][number]['levels'][number]['generator'] = { kind: 'addition', a: [1, 10], b: [1, 10] };
const tree: AdminMathsCurriculum[] = [
  {
    id: 1,
    slug: 'year-3',
    name: 'Year 3',
    subject: 'maths',
    sort: 0,
    units: [
      { id: 11, slug: 'adding', name: 'Adding', sort: 0, levels: [{ id: 101, level: 1, level_key: 'y3-add-1', generator: spec, question_count: 10 }] },
      { id: 12, slug: 'taking', name: 'Taking away', sort: 0, levels: [] },
    ],
  },
  { id: 2, slug: 'nvr', name: 'Patterns', subject: 'nvr', sort: 5, units: [] },
];

function open(answers: Record<string, Answer> = {}) {
  return renderAdmin('/admin/maths', <MathsScreen />, {
    get_admin_maths: () => okReply(tree),
    set_admin_maths_curriculum: (body) => okReply({ id: body.curriculum_id, changed: true }),
    set_admin_maths_unit: (body) => okReply({ id: body.unit_id, changed: true }),
    ...answers,
  });
}

describe('moveItem', () => {
  it('gives the moved list and only the sorts that must change', () => {
    const moved = moveItem([{ id: 1, sort: 0 }, { id: 2, sort: 0 }, { id: 3, sort: 20 }], 1, -1);
    expect(moved.items.map((item) => item.id)).toEqual([2, 1, 3]);
    expect(moved.changes).toEqual([{ id: 1, sort: 10 }]);
  });
});

describe('MathsScreen', () => {
  it('renames a curriculum and shows the new name', async () => {
    const { bodiesOf } = open();
    const user = userEvent.setup();
    await user.click(await screen.findByText('Year 3'));
    const field = screen.getByLabelText('Name of the curriculum Year 3') as HTMLInputElement;
    await user.clear(field);
    await user.type(field, 'Year Three');
    await user.click(screen.getAllByRole('button', { name: 'Rename' })[0] as HTMLElement);
    expect(await screen.findByText('Renamed Year Three.')).toBeTruthy();
    expect(bodiesOf('set_admin_maths_curriculum')).toEqual([{ curriculum_id: 1, name: 'Year Three' }]);
  });

  it('refuses an empty name before sending', async () => {
    const { bodiesOf } = open();
    const user = userEvent.setup();
    await screen.findByText('Year 3');
    await user.clear(screen.getByLabelText('Name of the unit Adding'));
    await user.click(screen.getAllByRole('button', { name: 'Rename' })[1] as HTMLElement);
    expect(screen.getByText('Enter a name of 1 to 120 characters.')).toBeTruthy();
    expect(bodiesOf('set_admin_maths_unit')).toEqual([]);
  });

  it('reorders curricula and units by writing their sorts', async () => {
    const { bodiesOf } = open();
    const user = userEvent.setup();
    await screen.findByText('Year 3');
    await user.click(screen.getByRole('button', { name: 'Move Taking away up' }));
    expect(await screen.findByText('Taking away moved.')).toBeTruthy();
    expect(bodiesOf('set_admin_maths_unit')).toEqual([{ unit_id: 11, sort: 10 }]);
    expect((screen.getByRole('button', { name: 'Move Taking away up' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Move Patterns up' }));
    expect(await screen.findByText('Patterns moved.')).toBeTruthy();
    expect(bodiesOf('set_admin_maths_curriculum')).toEqual([
      { curriculum_id: 2, sort: 0 },
      { curriculum_id: 1, sort: 10 },
    ]);
  });

  it('saves a level’s questions and spec, with the warning shown', async () => {
    const { bodiesOf } = open({ set_admin_maths_level: (body) => okReply({ id: body.level_id, changed: true }) });
    const user = userEvent.setup();
    await screen.findByText('Year 3');
    await user.click(screen.getByRole('button', { name: 'Edit level y3-add-1' }));
    expect(screen.getByText(/Changing a level players have started changes their questions/)).toBeTruthy();
    const count = screen.getByLabelText('Questions in y3-add-1');
    expect(document.activeElement).toBe(count);
    await user.clear(count);
    await user.type(count, '12');
    const field = screen.getByLabelText('Generator spec of y3-add-1') as HTMLTextAreaElement;
    expect(JSON.parse(field.value)).toEqual(spec);
    await user.clear(field);
    await user.click(field);
    await user.paste('{"kind": "addition", "a": [1, 20], "b": [1, 20]}');
    await user.click(screen.getByRole('button', { name: 'Save level' }));
    expect(await screen.findByText('Level y3-add-1 saved.')).toBeTruthy();
    expect(bodiesOf('set_admin_maths_level')).toEqual([{ level_id: 101, question_count: 12, generator: { kind: 'addition', a: [1, 20], b: [1, 20] } }]);
    expect(screen.getByText('Level 1 · questions: 12', { exact: false })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit level y3-add-1' })));
  });

  it('says when the spec is not JSON, and shows the server’s refusal of a spec under it', async () => {
    const { bodiesOf } = open({ set_admin_maths_level: () => errorReply(400, 'VALIDATION', 'generator.a: min must not exceed max', 'generator.a') });
    const user = userEvent.setup();
    await screen.findByText('Year 3');
    await user.click(screen.getByRole('button', { name: 'Edit level y3-add-1' }));
    const field = screen.getByLabelText('Generator spec of y3-add-1');
    await user.type(field, ',');
    await user.click(screen.getByRole('button', { name: 'Save level' }));
    expect(screen.getByText('This is not valid JSON.')).toBeTruthy();
    expect(bodiesOf('set_admin_maths_level')).toEqual([]);
    await user.type(field, '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Save level' }));
    expect(await screen.findByText('generator.a: min must not exceed max')).toBeTruthy();
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
  });
});
