/**
 * The admin's maths content (issue 12) on PGlite and PostgreSQL: names and order of curricula and
 * units, a level's generator spec (refused when the generator cannot make its questions) and
 * question count; each write's audit entry, none for a write that changes nothing, and players'
 * reads showing each change at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../contract/api/admin';
import type { AdminMathsCurriculum } from '../../contract/api/admin-maths';
import type { Curriculum } from '../../contract/api/maths';
import { generateLevel } from '../../contract/maths/generate';
import { createTestApp, demo, envelope, lanes, login, newSubscriber, type TestApp } from '../fixtures/test-app';

describe.each(lanes)('the admin maths content on %s', (lane) => {
  let app: TestApp;
  let admin: string;
  let player: string;
  let tree: AdminMathsCurriculum[];

  const ok = async <T>(action: string, body: Record<string, unknown>, token = admin): Promise<T> => {
    const res = await app.call(action, body, token);
    expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
    return envelope<T>(res).data;
  };
  const refused = async (action: string, body: Record<string, unknown>, status = 400) => {
    const res = await app.call(action, body, admin);
    expect(res.statusCode, `${action}: ${res.body}`).toBe(status);
    return envelope(res);
  };
  const audit = async (action: string) => (await ok<{ data: AuditEntry[] }>('get_admin_audit_log', { action, limit: 100 })).data;
  const year3 = () => tree.find((c) => c.slug === 'year-3-maths') as AdminMathsCurriculum;
  const firstUnit = () => year3().units[0] as AdminMathsCurriculum['units'][number];
  const firstLevel = () => firstUnit().levels[0] as AdminMathsCurriculum['units'][number]['levels'][number];

  beforeAll(async () => {
    app = await createTestApp(lane);
    admin = await login(app, demo.admin);
    player = (await newSubscriber(app)).token;
    tree = await ok<AdminMathsCurriculum[]>('get_admin_maths', {});
  });
  afterAll(() => app?.close());

  it('lists every curriculum with its units and levels as the generator reads them', () => {
    expect(tree.length).toBeGreaterThan(0);
    expect(year3()).toMatchObject({ subject: 'maths', units: expect.any(Array) });
    expect(firstLevel()).toMatchObject({ level: 1, level_key: expect.any(String), generator: { kind: expect.any(String) }, question_count: expect.any(Number) });
  });

  it('renames and reorders a curriculum and a unit; players see it at once; the same values change nothing', async () => {
    const curriculum = year3();
    expect(await ok('set_admin_maths_curriculum', { curriculum_id: curriculum.id, name: 'Year Three', sort: curriculum.sort + 50 })).toEqual({ id: curriculum.id, changed: true });
    const listed = await ok<Curriculum[]>('get_maths_curricula', {}, player);
    expect(listed.find((c) => c.id === curriculum.id)?.name).toBe('Year Three');
    expect((await audit('set_admin_maths_curriculum'))[0]).toMatchObject({
      subject: `maths_curriculum:${curriculum.id}`,
      before: { name: curriculum.name, sort: curriculum.sort },
      after: { name: 'Year Three', sort: curriculum.sort + 50 },
    });
    expect(await ok('set_admin_maths_curriculum', { curriculum_id: curriculum.id, name: 'Year Three' })).toEqual({ id: curriculum.id, changed: false });
    expect(await audit('set_admin_maths_curriculum')).toHaveLength(1);

    const unit = firstUnit();
    await ok('set_admin_maths_unit', { unit_id: unit.id, name: 'Adding up' });
    const levels = await ok<{ units: { id: number; name: string }[] }>('get_unit_levels_by_category', { category: curriculum.id }, player);
    expect(levels.units.find((u) => u.id === unit.id)?.name).toBe('Adding up');
    expect((await audit('set_admin_maths_unit'))[0]).toMatchObject({ subject: `maths_unit:${unit.id}`, before: { name: unit.name }, after: { name: 'Adding up' } });

    expect((await refused('set_admin_maths_curriculum', { curriculum_id: 999_999, name: 'x' }, 404)).field).toBe('curriculum_id');
    expect((await refused('set_admin_maths_unit', { unit_id: unit.id, name: '  ' })).field).toBe('name');
  });

  it("changes a level's generator and question count, and players get the questions it makes", async () => {
    const level = firstLevel();
    const generator = { kind: 'addition', a: [10, 20], b: [1, 5] };
    expect(await ok('set_admin_maths_level', { level_id: level.id, generator, question_count: 12 })).toEqual({ id: level.id, changed: true });
    const served = await ok<{ questions: { id: string; prompt: string; answer: string }[] }>(
      'get_maths_questions',
      { type: 'unit', type_id: firstUnit().id, level: level.level, curriculum_id: year3().id },
      player,
    );
    expect(served.questions).toEqual(generateLevel(level.level_key, { kind: 'addition', a: [10, 20], b: [1, 5] }, 12));
    expect((await audit('set_admin_maths_level'))[0]).toMatchObject({
      subject: `maths_level:${level.id}`,
      before: { generator: level.generator, question_count: level.question_count },
      after: { generator, question_count: 12 },
    });
    // The same spec with its keys in another order is no change.
    expect(await ok('set_admin_maths_level', { level_id: level.id, generator: { b: [1, 5], a: [10, 20], kind: 'addition' } })).toMatchObject({ changed: false });
    expect(await audit('set_admin_maths_level')).toHaveLength(1);
  });

  it('refuses a spec the generator does not accept, naming the field, and writes nothing', async () => {
    const level = firstLevel();
    expect((await refused('set_admin_maths_level', { level_id: level.id, generator: { kind: 'addition', a: [20, 10], b: [1, 5] } })).field).toMatch(/^generator/);
    expect((await refused('set_admin_maths_level', { level_id: level.id, generator: { kind: 'cube_roots' } })).field).toMatch(/^generator/);
    expect((await refused('set_admin_maths_level', { level_id: level.id, question_count: 0 })).field).toBe('question_count');
    // Valid by the schema, but its answers outgrow a keypad: the generator itself refuses it.
    const huge = { kind: 'sequence', rules: ['multiply'], start: [1_000_000, 1_000_000], step: [1_000_000, 1_000_000], terms: 8, blank: 'next' };
    const refusal = await refused('set_admin_maths_level', { level_id: level.id, generator: huge });
    expect(refusal.field).toBe('generator');
    expect((await refused('set_admin_maths_level', { level_id: 999_999, question_count: 5 }, 404)).field).toBe('level_id');
    expect(await audit('set_admin_maths_level')).toHaveLength(1);
  });
});
