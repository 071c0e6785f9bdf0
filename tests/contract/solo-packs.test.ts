/**
 * The solo modes' offline packs through the real server on both lanes: one 'solo' pack per category
 * of a solo type with questions, each question with its key as SoloPackContentSchema says (words,
 * passages, transcripts, formulas, pictures), premium ones hidden and refused until the unlock; and
 * the 'daily_quiz' provider, given a stand-in for the engine's past daily sets, packs the days
 * before today only, newest first.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PackSchema, type Pack, type PackInfo, type SoloPackContent } from '../../contract/api/packs';
import { packIds } from '../../contract/offline/pack-ids';
import { languages } from '../../server/db/schema';
import { creditWallet, insertEntry } from '../../server/features/economy/ledger.repo';
import { dailyQuizPackProvider, type DailySet } from '../../server/features/packs/providers/daily-quiz.provider';
import { insertSoloFixture, type SoloFixture } from '../fixtures/solo-content';
import { createTestApp, envelope, lanes, newSubscriber, type TestApp } from '../fixtures/test-app';

describe.each(lanes)('solo and daily quiz packs (%s)', (lane) => {
  let app: TestApp;
  let fx: SoloFixture;
  let token: string;

  beforeAll(async () => {
    app = await createTestApp(lane);
    fx = await insertSoloFixture(app.ctx.db);
    ({ token } = await newSubscriber(app));
  });
  afterAll(() => app.close());

  async function listed(as: string, body: Record<string, unknown> = {}): Promise<PackInfo[]> {
    const res = await app.call('get_offline_packs', body, as);
    expect(res.statusCode, res.body).toBe(200);
    return envelope<PackInfo[]>(res).data;
  }
  async function solo(categoryId: number, as = token): Promise<SoloPackContent> {
    const res = await app.call('get_offline_pack', { pack_id: packIds.soloCategory(categoryId) }, as);
    expect(res.statusCode, res.body).toBe(200);
    const pack = PackSchema.parse(envelope<Pack>(res).data);
    if (pack.kind !== 'solo') throw new Error('expected a solo pack');
    return pack.content;
  }

  it('lists a pack per solo category with questions, by mode, and none for Quiz Zone categories', async () => {
    const packs = await listed(token, { language_id: fx.languageId });
    const soloIds = packs.filter((p) => p.kind === 'solo').map((p) => p.id);
    const mine = ['true_false', 'true_false_2', 'fun_n_learn', 'guess_the_word', 'audio_questions', 'math_mania', 'nonverbal'] as const;
    for (const key of mine) expect(soloIds).toContain(packIds.soloCategory(fx.category[key]));
    expect(soloIds).not.toContain(packIds.soloCategory(fx.category.quiz_zone));
    // Modes in CATEGORY_TYPES order: True & False before Fun & Learn before Guess The Word...
    const at = (key: (typeof mine)[number]) => soloIds.indexOf(packIds.soloCategory(fx.category[key]));
    expect(at('true_false')).toBeLessThan(at('fun_n_learn'));
    expect(at('fun_n_learn')).toBeLessThan(at('guess_the_word'));
    expect(at('math_mania')).toBeLessThan(at('nonverbal'));
    const tf = packs.find((p) => p.id === packIds.soloCategory(fx.category.true_false));
    expect(tf).toMatchObject({ kind: 'solo', title: 'Fixture true_false', group: 'true_false', item_count: 2 });
    // Another language's list has none of these English packs.
    const [other] = await app.ctx.db.select({ id: languages.id }).from(languages).where(eqCode('fr'));
    if (other) expect((await listed(token, { language_id: other.id })).some((p) => soloIds.includes(p.id))).toBe(false);
    await expectNotFound(packIds.soloCategory(fx.category.quiz_zone));
    // Nor is a solo category's topic a Quiz Zone pack (its questions have two options, or none).
    const quizZoneIds = packs.filter((p) => p.kind === 'quiz_zone').map((p) => p.id);
    expect(quizZoneIds).toContain(packIds.quizZoneSubcategory(fx.subcategory.quiz_zone));
    expect(quizZoneIds).not.toContain(packIds.quizZoneSubcategory(fx.subcategory.true_false));
    await expectNotFound(packIds.quizZoneSubcategory(fx.subcategory.guess_the_word));
  });

  it('packs True & False statements with their keys, leaving out inactive questions', async () => {
    const content = await solo(fx.category.true_false);
    expect(content.type).toBe('true_false');
    expect(content.category).toMatchObject({ id: fx.category.true_false, no_of_questions: 2, no_of_subcategories: 1, is_premium: false });
    expect(content.subcategories).toEqual([expect.objectContaining({ id: fx.subcategory.true_false, no_of_questions: 2 })]);
    expect(content.seconds_per_question).toBeGreaterThan(0);
    expect(content.questions.map((q) => q.id)).toEqual(fx.questions.true_false);
    expect(content.questions.map((q) => q.id)).not.toContain(fx.inactiveQuestion);
    expect(content.questions[0]).toMatchObject({ kind: 'choice', type: 'true_false', options: ['True', 'False'], answer: 0, answer_text: null, passage_id: null });
    expect(content.questions[1]).toMatchObject({ answer: 1 });
    expect(content.passages).toEqual([]);
  });

  it('packs Guess The Word entries as words with their length and clue', async () => {
    const content = await solo(fx.category.guess_the_word);
    expect(content.questions[0]).toMatchObject({ kind: 'word', options: [], answer: -1, answer_text: 'PARIS', word_length: 5, hint: 'On the Seine' });
    expect(content.questions[1]).toMatchObject({ answer_text: 'PACIFIC', word_length: 7, hint: null });
    expect(content.questions[0]).not.toHaveProperty('letters');
  });

  it('packs Fun & Learn passages with their questions, audio with transcripts, formulas and pictures', async () => {
    const fun = await solo(fx.category.fun_n_learn);
    expect(fun.passages).toEqual([
      expect.objectContaining({ id: fx.passage, title: 'Bees', no_of_questions: 2, image_url: '/content-media/fun/fixture-bee.svg', image_alt: 'A bee on a flower' }),
    ]);
    expect(fun.passages[0]).not.toHaveProperty('best_percentage');
    expect(fun.questions.every((q) => q.passage_id === fx.passage)).toBe(true);
    expect((await solo(fx.category.audio_questions)).questions[0]).toMatchObject({ audio_url: '/content-media/audio/fixture-dog.mp3', transcript: 'A dog barks twice.', answer: 1 });
    expect((await solo(fx.category.math_mania)).questions[0]).toMatchObject({ math: true, question: 'What is $2^3$?' });
    expect((await solo(fx.category.nonverbal)).questions[0]).toMatchObject({ image_url: '/content-media/nonverbal/fixture-series.svg', image_alt: 'Four squares, each turned a little more', answer: 2 });
  });

  it("hides and refuses a premium category's pack until the player unlocked it", async () => {
    const player = await newSubscriber(app);
    const id = packIds.soloCategory(fx.category.premium);
    expect((await listed(player.token)).some((p) => p.id === id)).toBe(false);
    const refused = await app.call('get_offline_pack', { pack_id: id }, player.token);
    expect(envelope(refused)).toMatchObject({ code: 'PREMIUM_LOCKED' });
    const userId = (await app.auth.authenticate(player.token)).id;
    await app.ctx.db.transaction(async (tx) => {
      await insertEntry(tx, { userId, coins: 5, score: 0, type: 'admin_grant', title: 'Test grant', source: 'admin_grant' });
      await creditWallet(tx, userId, 5, 0, false);
    });
    expect((await app.call('unlock_premium_category', { category: fx.category.premium }, player.token)).statusCode).toBe(200);
    expect((await listed(player.token)).some((p) => p.id === id)).toBe(true);
    expect((await solo(fx.category.premium, player.token)).category).toMatchObject({ is_premium: true });
  });

  it('offers no daily quiz pack while the engine has no past sets', async () => {
    expect((await listed(token)).some((p) => p.kind === 'daily_quiz')).toBe(false);
    await expectNotFound(packIds.dailyQuizLanguage(fx.languageId));
  });

  it('packs the daily quizzes of the days before today, newest first, never today', async () => {
    const day = (daysAgo: number) => new Date(app.ctx.now().getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const [a, b] = fx.questions.true_false;
    const [w] = fx.questions.guess_the_word;
    if (a === undefined || b === undefined || w === undefined) throw new Error('fixture questions missing');
    const asked: [number, number][] = [];
    const sets: Record<number, DailySet[]> = {
      [fx.languageId]: [
        { day: day(0), questionIds: [a] },
        { day: day(3), questionIds: [b, fx.inactiveQuestion] },
        { day: day(1), questionIds: [w, a] },
        { day: day(2), questionIds: [fx.inactiveQuestion] },
      ],
    };
    const provider = dailyQuizPackProvider({
      db: app.ctx.db,
      pastDailySets: (languageId, days) => {
        asked.push([languageId, days]);
        return Promise.resolve(sets[languageId] ?? []);
      },
      secondsPerQuestion: () => Promise.resolve(20),
      now: app.ctx.now,
    });
    expect(await provider.ids(fx.languageId)).toEqual([fx.languageId]);
    expect(await provider.ids(fx.languageId + 1000)).toEqual([]);
    expect(await provider.ids(undefined)).toEqual([fx.languageId]);
    expect(asked).toContainEqual([fx.languageId, 7]);
    const built = await provider.build(fx.languageId);
    if (!built) throw new Error('no daily quiz pack');
    const pack = PackSchema.parse({ id: packIds.dailyQuizLanguage(fx.languageId), kind: 'daily_quiz', title: built.title, version: 'v', media: [], content: built.content });
    if (pack.kind !== 'daily_quiz') throw new Error('expected a daily quiz pack');
    // Today's set is left out; a day whose questions all left play is left out; inactive questions too.
    expect(pack.content.days.map((d) => d.day)).toEqual([day(1), day(3)]);
    expect(pack.content.days[0]?.questions.map((q) => [q.id, q.answer, q.answer_text])).toEqual([
      [w, -1, 'PARIS'],
      [a, 0, null],
    ]);
    expect(pack.content.days[1]?.questions.map((q) => q.id)).toEqual([b]);
    expect(pack.content).toMatchObject({ language_id: fx.languageId, seconds_per_question: 20 });
    expect(built.itemCount).toBe(3);
    expect(built.premiumCategory).toBeUndefined();
    expect(await provider.build(fx.languageId + 1000)).toBeNull();
  });

  async function expectNotFound(packId: string) {
    const res = await app.call('get_offline_pack', { pack_id: packId }, token);
    expect(envelope(res)).toMatchObject({ code: 'NOT_FOUND', field: 'pack_id' });
  }
});

function eqCode(code: string) {
  return eq(languages.code, code);
}
