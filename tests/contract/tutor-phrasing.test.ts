/**
 * phrase_tutor_turns (docs/TUTOR.md "Tutor provider"): off unless TUTOR_CHAT_URL is set; when set,
 * the words come from an OpenAI-compatible endpoint (here a small HTTP server of the test's, since
 * no outside API can be reached), with the key sent as a bearer token and never answered; and every
 * failure or refused reply (unreachable, a 500, too late, too long, a leaked answer, other numbers)
 * answers the tutor's own words.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generateQuestion } from '../../contract/maths/generate';
import { PHRASINGS_PER_MINUTE } from '../../server/features/tutor/phrasing.service';
import { createTestApp, envelope, lanes, newSubscriber, newVerifiedUser, type TestApp } from '../fixtures/test-app';
import { seededMaths } from '../fixtures/maths';
import { addTutorFixture, type TutorFixture } from '../fixtures/tutor-content';

const KEY = 'sk-test-secret-key-1234';
type Phrased = { status: 'phrased' | 'off' | 'unavailable'; turns: { turn_id: string; text: string }[] };
type Handler = (body: { model: string; messages: { role: string; content: string }[] }, res: ServerResponse) => void;

/** The fake chat endpoint: answers with `handler`, and keeps what each request sent. */
function fakeChat() {
  const seen: { url: string; authorization: string | undefined; body: { model: string; messages: { role: string; content: string }[] } }[] = [];
  let handler: Handler = (_body, res) => res.writeHead(500).end();
  const server: Server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const body = JSON.parse(raw) as Parameters<Handler>[0];
      seen.push({ url: req.url ?? '', authorization: req.headers.authorization, body });
      handler(body, res);
    });
  });
  return {
    seen,
    server,
    set: (next: Handler) => (handler = next),
    listen: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An OpenAI chat completion whose message is `content`. */
const completion = (res: ServerResponse, content: string) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] }));
};
const texts = (res: ServerResponse, list: string[]) => completion(res, JSON.stringify({ texts: list }));

describe.each(lanes)('tutor phrasing (%s)', (lane) => {
  const chat = fakeChat();
  let app: TestApp;
  let off: TestApp;
  let fx: TutorFixture;
  let token: string;
  let noun: TutorFixture['englishItems'][number];
  let mathsItemId: string;
  let mathsQuestion: ReturnType<typeof generateQuestion>;

  beforeAll(async () => {
    const url = await chat.listen();
    app = await createTestApp(lane, { TUTOR_CHAT_URL: url, TUTOR_CHAT_KEY: KEY, TUTOR_CHAT_MODEL: 'test-model', TUTOR_CHAT_TIMEOUT_MS: '400' });
    off = await createTestApp(lane);
    fx = await addTutorFixture(app.database.db);
    token = (await newSubscriber(app)).token;
    const first = fx.englishItems.find((item) => item.unitId === fx.nounsUnitId);
    if (!first) throw new Error('no noun item');
    noun = first;
    const level = (await seededMaths(app)).unit.levels[0];
    if (!level) throw new Error('no seeded maths level');
    mathsItemId = `${level.level_key}:1`;
    mathsQuestion = generateQuestion(level.generator, mathsItemId);
  });
  afterAll(async () => {
    await Promise.all([app.close(), off.close()]);
    await chat.close();
  });
  beforeEach(() => {
    chat.seen.length = 0;
  });

  const rightOption = () => noun.options[Number(noun.answer)] ?? '';
  /** A question of the nouns unit and the verdict after it. */
  const nounTurns = () => [
    { turn_id: 'turn-question-0001', stage: 'guided_practice', text: 'Which word is a noun?', item_id: noun.itemId },
    { turn_id: 'turn-intro-000001', stage: 'guided_practice', text: 'Now you try, with hints if you need them.' },
  ];
  const phrase = async (target: TestApp, body: unknown, as = token) => {
    const res = await target.call('phrase_tutor_turns', body, as);
    expect(res.statusCode, res.body).toBe(200);
    return envelope<Phrased>(res).data;
  };
  const nounBody = () => ({ curriculum_id: fx.nounsUnitId, language: 'fr', turns: nounTurns() });
  const originals = () => nounTurns().map(({ turn_id, text }) => ({ turn_id, text }));

  it('is off without TUTOR_CHAT_URL: the texts come back unchanged, and the system configuration says so', async () => {
    const offFx = await addTutorFixture(off.database.db);
    const { token: offToken } = await newSubscriber(off);
    const turns = [{ turn_id: 'turn-plain-000001', stage: 'explain', text: 'A noun names a thing.' }];
    expect(await phrase(off, { curriculum_id: offFx.nounsUnitId, language: 'en', turns }, offToken)).toEqual({ status: 'off', turns: [{ turn_id: 'turn-plain-000001', text: 'A noun names a thing.' }] });
    expect(envelope<{ tutor_phrasing?: boolean }>(await off.call('get_system_configurations', {})).data.tutor_phrasing).toBe(false);
    expect(envelope<{ tutor_phrasing?: boolean }>(await app.call('get_system_configurations', {})).data.tutor_phrasing).toBe(true);
    expect(chat.seen).toHaveLength(0);
  });

  it('answers the endpoint’s words, sends the key as a bearer token only to it, and the prompt keeps the language', async () => {
    chat.set((_body, res) => texts(res, ['Quel mot est un nom ?', 'À vous, avec des indices si besoin.']));
    const data = await phrase(app, nounBody());
    expect(data).toEqual({
      status: 'phrased',
      turns: [
        { turn_id: 'turn-question-0001', text: 'Quel mot est un nom ?' },
        { turn_id: 'turn-intro-000001', text: 'À vous, avec des indices si besoin.' },
      ],
    });
    expect(chat.seen).toHaveLength(1);
    const [request] = chat.seen;
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.authorization).toBe(`Bearer ${KEY}`);
    expect(request?.body.model).toBe('test-model');
    expect(request?.body.messages[0]?.content).toMatch(/never give the answer/i);
    expect(JSON.parse(request?.body.messages[1]?.content ?? '{}')).toMatchObject({ language: 'fr', unit: 'Nouns' });
    // The key is the server's: neither this answer nor the configuration the browser reads holds it.
    const res = await app.call('phrase_tutor_turns', nounBody(), token);
    expect(res.body).not.toContain(KEY);
    expect((await app.call('get_system_configurations', {})).body).not.toContain(KEY);
  });

  it('keeps the tutor’s words when the endpoint cannot be reached', async () => {
    const closed = fakeChat();
    const url = await closed.listen();
    await closed.close();
    const unreachable = await createTestApp(lane, { TUTOR_CHAT_URL: url, TUTOR_CHAT_MODEL: 'test-model', TUTOR_CHAT_TIMEOUT_MS: '400' });
    try {
      const unreachableFx = await addTutorFixture(unreachable.database.db);
      const { token: other } = await newSubscriber(unreachable);
      const turns = [{ turn_id: 'turn-plain-000002', stage: 'explain', text: 'A noun names a thing.' }];
      expect(await phrase(unreachable, { curriculum_id: unreachableFx.nounsUnitId, language: 'en', turns }, other)).toEqual({ status: 'unavailable', turns: [{ turn_id: 'turn-plain-000002', text: 'A noun names a thing.' }] });
    } finally {
      await unreachable.close();
    }
  });

  it('keeps the tutor’s words on a 500, a late answer, a reply that is not JSON or has the wrong count', async () => {
    for (const handler of [
      (_body: unknown, res: ServerResponse) => res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"boom"}}'),
      (_body: unknown, res: ServerResponse) => setTimeout(() => texts(res, ['late', 'late']), 1500),
      (_body: unknown, res: ServerResponse) => completion(res, 'Sure! Here you go: Which word is a noun?'),
      (_body: unknown, res: ServerResponse) => texts(res, ['Only one line']),
    ]) {
      chat.set(handler);
      expect(await phrase(app, nounBody())).toEqual({ status: 'unavailable', turns: originals() });
    }
    expect(chat.seen).toHaveLength(4);
  });

  it('refuses, turn by turn, a reply that is empty, too long, or gives the answer the question did not', async () => {
    // The question's phrasing names the right option: refused. The intro's is fine.
    chat.set((_body, res) => texts(res, [`Which word is a noun? (Hint: it is "${rightOption()}")`, 'Your turn now.']));
    expect(await phrase(app, nounBody())).toEqual({
      status: 'phrased',
      turns: [
        { turn_id: 'turn-question-0001', text: 'Which word is a noun?' },
        { turn_id: 'turn-intro-000001', text: 'Your turn now.' },
      ],
    });
    chat.set((_body, res) => texts(res, ['', 'Now you try. '.repeat(60)]));
    expect(await phrase(app, nounBody())).toEqual({ status: 'phrased', turns: originals() });
  });

  it('refuses a maths question phrased with its answer or with other numbers', async () => {
    const turns = [
      { turn_id: 'turn-maths-q00001', stage: 'check', text: mathsQuestion.prompt, item_id: mathsItemId },
      { turn_id: 'turn-maths-q00002', stage: 'check', text: mathsQuestion.prompt, item_id: mathsItemId },
    ];
    chat.set((_body, res) => texts(res, [`${mathsQuestion.prompt} (It is ${mathsQuestion.answer}.)`, `${mathsQuestion.prompt} Think of 1234567.`]));
    const data = await phrase(app, { curriculum_id: fx.additionUnitId, language: 'en', turns });
    expect(data.turns.map((t) => t.text)).toEqual([mathsQuestion.prompt, mathsQuestion.prompt]);
  });

  it('is limited per user: past PHRASINGS_PER_MINUTE calls in a minute, RATE_LIMITED, and other users go on', async () => {
    chat.set((_body, res) => texts(res, ['Which word names a thing?', 'Your turn.']));
    const { token: busy } = await newSubscriber(app);
    for (let i = 0; i < PHRASINGS_PER_MINUTE; i += 1) expect((await app.call('phrase_tutor_turns', nounBody(), busy)).statusCode).toBe(200);
    const refused = await app.call('phrase_tutor_turns', nounBody(), busy);
    expect(refused.statusCode).toBe(429);
    expect((await phrase(app, nounBody())).status).toBe('phrased');
  });

  it('is a subscriber’s, and checks its body', async () => {
    const { token: free } = await newVerifiedUser(app);
    expect((await app.call('phrase_tutor_turns', nounBody(), free)).statusCode).toBe(403);
    expect((await app.call('phrase_tutor_turns', nounBody())).statusCode).toBe(401);
    expect((await app.call('phrase_tutor_turns', { ...nounBody(), turns: [] }, token)).statusCode).toBe(400);
    expect((await app.call('phrase_tutor_turns', { ...nounBody(), curriculum_id: 999_999 }, token)).statusCode).toBe(404);
    // An item of another unit is not found: the endpoint is not asked.
    expect((await app.call('phrase_tutor_turns', { ...nounBody(), curriculum_id: fx.verbsUnitId }, token)).statusCode).toBe(404);
    expect(chat.seen).toHaveLength(0);
  });
});
