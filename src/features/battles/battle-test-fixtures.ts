/** Canned battle rooms, questions and a fake socket for the battle tests. */
import type { BattlePlayer, BattleRoom, ClosedQuestion, OpenQuestion } from '../../../contract/api/battles';
import type { BattleConnect } from './battle-socket';

export const NOW = () => new Date().toISOString();
const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();

export function player(seat: number, overrides: Partial<BattlePlayer> = {}): BattlePlayer {
  return { seat, user_id: seat === 1 ? 1 : 100 + seat, name: seat === 1 ? 'Sub' : `Player ${seat}`, image: null, bot: false, correct: 0, points: 0, answered: false, presence: 'here', ...overrides };
}

export function room(overrides: Partial<BattleRoom> = {}): BattleRoom {
  return {
    room_id: 7,
    match_id: 'ABCDEFGHIJKLMNOPQRST',
    room_type: 'random',
    room_code: null,
    created_by: null,
    category: null,
    category_name: null,
    language_id: 1,
    no_of_que: 2,
    question_seconds: 15,
    entry_fee: 0,
    pot: 0,
    max_players: 2,
    status: 'waiting',
    readytoplay: false,
    end_reason: null,
    wait_until: null,
    starts_at: null,
    players: [player(1)],
    question: null,
    closed: [],
    result: null,
    chat: [],
    server_now: NOW(),
    ...overrides,
  };
}

export function openQuestion(index = 0, overrides: Partial<OpenQuestion> = {}): OpenQuestion {
  return {
    index,
    id: 300 + index,
    question: index === 0 ? 'How many legs has a spider?' : 'Which gas do plants take in?',
    options: index === 0 ? ['6', '8', '10', '12'] : ['Oxygen', 'Carbon dioxide'],
    image_url: null,
    image_alt: null,
    math: false,
    sent_at: NOW(),
    closes_at: inMs(15_000),
    ...overrides,
  };
}

export function closedQuestion(index: number, answer: number, answers: ClosedQuestion['answers']): ClosedQuestion {
  const { sent_at: _sent, closes_at: _closes, ...question } = openQuestion(index);
  return { ...question, answer, answers };
}

type Handler = (...args: unknown[]) => void;

/** A socket.io client socket's stand-in: records requests and lets a test answer them and send events. */
export class FakeBattleSocket {
  readonly handlers = new Map<string, Handler[]>();
  readonly requests: { payload: Record<string, unknown>; ack: (answer: unknown) => void }[] = [];
  options: unknown;
  closed = false;
  /** Answers requests at once when set (by type); otherwise they wait for answer(). */
  auto: Partial<Record<string, (payload: Record<string, unknown>) => unknown>> = {};
  on(event: string, handler: (...args: never[]) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler as Handler]);
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    const [payload, ack] = args as [Record<string, unknown>, (answer: unknown) => void];
    const reply = this.auto[String(payload.type)];
    this.requests.push({ payload, ack });
    if (reply) queueMicrotask(() => ack(reply(payload)));
    return this;
  }
  close() {
    this.closed = true;
    return this;
  }
  /** The server side: an event or a connection change. */
  fire(event: string, ...args: unknown[]) {
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
  sent(type: string) {
    return this.requests.filter((r) => r.payload.type === type).map((r) => r.payload);
  }
  readonly connect: BattleConnect = (options) => {
    this.options = options;
    return this;
  };
}
