/**
 * The battle screens against the contract with a fake socket (battleTransport) and a canned HTTP
 * API: matchmaking to 'No opponent detected' and the bot, a 1 v 1 round with its reveal and result,
 * the reconnecting state, group rooms (create and join errors, the lobby's share, start and delete),
 * the chat, the battle statistics' paging, and every screen in Arabic.
 */
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BattleResult, BattleRoom } from '../../../contract/api/battles';
import { BATTLE_EVENT } from '../../../contract/live/battle';
import { LATENCY_ALLOWANCE_MS } from '../../../contract/battles/rules';
import ar from '../../../locales/ar.json';
import { applyBundle, applyDocumentLanguage, i18n } from '../../lib/i18n/i18n';
import { emptyRemote } from '../../lib/settings/remote-state';
import { settingsStore } from '../../lib/settings/settings';
import { testSystemConfig } from '../../lib/settings/test-system-config';
import { renderAt, serve, WAIT } from '../../lib/test-api';
import { setConnectivity } from '../sync-status/test-helpers';
import { BattleArea } from './BattleArea';
import { battleTransport, type BattleConnect } from './battle-socket';
import { closedQuestion, FakeBattleSocket, openQuestion, player, room } from './battle-test-fixtures';
import { STALL_GRACE_MS } from './battle-state';
import { BATTLE_ROOM_KEY } from './use-battle';
import { setUpSignedInScreenTests } from '../../lib/screen-test-setup';

const originalConnect: BattleConnect = battleTransport.connect;
let socket: FakeBattleSocket;

setUpSignedInScreenTests(() => {
  battleTransport.connect = originalConnect;
  setConnectivity(true, false);
});
beforeEach(() => {
  settingsStore.set((s) => ({ ...s, system: emptyRemote(testSystemConfig(), 1) }));
  sessionStorage.clear();
  socket = new FakeBattleSocket();
  battleTransport.connect = socket.connect;
});

const categories = () => [
  { id: 4, slug: 'science', name: 'Science', language_id: 1, image: null, no_of_subcategories: 0, no_of_questions: 20, is_premium: false, coins: 0, unlocked: false },
];

/** The server's side: an event to the room, inside act. */
function fire(event: Record<string, unknown>) {
  act(() => socket.fire(BATTLE_EVENT, event));
}

async function connected() {
  await vi.waitFor(() => expect(socket.handlers.size).toBeGreaterThan(0), WAIT);
  act(() => socket.fire('connect'));
}

const playing = (overrides: Partial<BattleRoom> = {}) =>
  room({ status: 'playing', readytoplay: true, players: [player(1), player(2, { name: 'Robo', user_id: null, bot: true })], starts_at: new Date(Date.now() + 3_000).toISOString(), ...overrides });

describe('the 1 v 1 battle', () => {
  it('looks for an opponent in the chosen category with a countdown, then offers Retry and the bot', async () => {
    const user = userEvent.setup();
    serve({ get_categories: categories });
    socket.auto.find = () => ({ ok: true, room: room({ wait_until: new Date(Date.now() + 20_000).toISOString() }) });
    // The bot's battle is a new room (the one that waited is deleted for good).
    socket.auto.bot = () => ({ ok: true, room: playing({ room_id: 8 }) });
    renderAt('/random-battle', <BattleArea />);
    await connected();
    await user.selectOptions(await screen.findByLabelText('Category', undefined, WAIT), await screen.findByRole('option', { name: 'Science' }, WAIT));
    await user.click(screen.getByRole('button', { name: 'Find an opponent' }));
    expect(socket.sent('find')).toEqual([{ type: 'find', category: 4 }]);
    expect(await screen.findByText('Looking for an opponent...', undefined, WAIT)).toBeTruthy();
    expect(screen.getByRole('timer', { name: 'Time left to find an opponent' }).textContent).toMatch(/^00:(19|20)$/);
    fire({ type: 'deleted', room_id: 7, reason: 'no_opponent' });
    expect(await screen.findByRole('heading', { name: 'No opponent detected. Retry or play against the bot.' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Play against the bot' }));
    expect(socket.sent('bot')).toEqual([{ type: 'bot', category: 4 }]);
    const cards = await screen.findAllByTestId('battle-player', undefined, WAIT);
    expect(cards.map((card) => card.textContent)).toEqual([expect.stringContaining('SubYou'), expect.stringContaining('RoboBot')]);
    expect(screen.getByText('Get ready!')).toBeTruthy();
  });

  it('plays a round: one locked answer, the opponent’s progress, the reveal, and the result with coins', async () => {
    const user = userEvent.setup();
    serve({ get_categories: categories });
    socket.auto.bot = () => ({ ok: true, room: playing({ players: [player(1), player(2, { name: 'Ada' })] }) });
    // The answer's room: the server's view, unchanged but for the seat's flag.
    socket.auto.answer = () => ({ ok: true, room: playing({ players: [player(1, { answered: true }), player(2, { name: 'Ada' })], question: openQuestion(0), closed: [] }) });
    renderAt('/random-battle', <BattleArea />);
    await connected();
    // A room the player is already in (after a reload it would come from `join`): taken from a room event.
    fire({ type: 'room', room: playing({ players: [player(1), player(2, { name: 'Ada' })] }) });
    fire({ type: 'question', room_id: 7, question: openQuestion(0), server_now: new Date().toISOString() });
    expect(await screen.findByText('Question 1 of 2', undefined, WAIT)).toBeTruthy();
    expect(screen.getByRole('timer', { name: 'Time left' }).textContent).toMatch(/00:1[45]/);
    fire({ type: 'answered', room_id: 7, index: 0, seat: 2 });
    const ada = screen.getAllByTestId('battle-player')[1];
    expect(ada && within(ada).getByText('Answered')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '8' }));
    expect(socket.sent('answer')).toEqual([{ type: 'answer', room_id: 7, index: 0, choice: 1 }]);
    expect(await screen.findByText('Answer sent. Waiting for the others...', undefined, WAIT)).toBeTruthy();
    // Locked: a second tap sends nothing.
    await user.click(screen.getByRole('button', { name: /^6/ }));
    expect(socket.sent('answer')).toHaveLength(1);
    fire({
      type: 'closed',
      room_id: 7,
      closed: closedQuestion(0, 1, [
        { seat: 1, choice: 1, correct: true, points: 18, ms: 2_000 },
        { seat: 2, choice: 0, correct: false, points: 0, ms: 5_000 },
      ]),
      players: [player(1, { points: 18, correct: 1 }), player(2, { name: 'Ada' })],
    });
    expect(await screen.findByRole('heading', { name: 'Question 1: the answers' }, WAIT)).toBeTruthy();
    expect(screen.getByText('8', { selector: 'strong' })).toBeTruthy();
    expect(screen.getAllByTestId('battle-reveal-answer').map((row) => row.textContent)).toEqual(['Sub: 8 — right, 18 points', 'Ada: 6 — wrong, 0 points']);
    expect(screen.getAllByText('Time used: 00:02')).toHaveLength(1);
    const result: BattleResult = { reason: 'finished', winner_ids: [1], is_drawn: false, seats: [{ seat: 1, outcome: 'win', coins: 10 }, { seat: 2, outcome: 'lose', coins: 0 }] };
    fire({ type: 'ended', room: playing({ status: 'finished', result, players: [player(1, { points: 18 }), player(2, { name: 'Ada' })] }) });
    expect(await screen.findByRole('heading', { name: 'You won!' }, WAIT)).toBeTruthy();
    expect(screen.getByTestId('battle-coins').textContent).toBe('Coins won: 10');
    expect(screen.getByRole('link', { name: 'Battle statistics' }).getAttribute('href')).toBe('/profile/battle-statistics');
    await user.click(screen.getByRole('button', { name: 'Play again' }));
    expect(await screen.findByRole('button', { name: 'Find an opponent' }, WAIT)).toBeTruthy();
  });

  it('says when the opponent left, and lays Reconnecting over a question while the connection is down', async () => {
    serve({ get_categories: categories });
    socket.auto.join = () => ({ ok: true, room: playing({ question: openQuestion(0), players: [player(1), player(2, { name: 'Ada' })] }) });
    renderAt('/random-battle', <BattleArea />);
    await connected();
    fire({ type: 'room', room: playing({ question: openQuestion(0), players: [player(1), player(2, { name: 'Ada' })] }) });
    expect(await screen.findByText('Question 1 of 2', undefined, WAIT)).toBeTruthy();
    fire({ type: 'presence', room_id: 7, seat: 2, presence: 'reconnecting' });
    const ada = screen.getAllByTestId('battle-player')[1];
    expect(ada && within(ada).getByText('Reconnecting...')).toBeTruthy();
    act(() => socket.fire('disconnect', 'transport close'));
    expect(screen.getByText('Reconnecting...', { selector: '.battle-overlay' })).toBeTruthy();
    expect((screen.getByRole('button', { name: '8' }) as HTMLButtonElement).disabled).toBe(true);
    act(() => socket.fire('connect'));
    await vi.waitFor(() => expect(socket.sent('join')).toEqual([{ type: 'join', room_id: 7 }]), WAIT);
    await vi.waitFor(() => expect(screen.queryByText('Reconnecting...', { selector: '.battle-overlay' })).toBeNull(), WAIT);
    expect((screen.getByRole('button', { name: '8' }) as HTMLButtonElement).disabled).toBe(false);
    const result: BattleResult = { reason: 'opponent_left', winner_ids: [1], is_drawn: false, seats: [{ seat: 1, outcome: 'win', coins: 10 }] };
    fire({ type: 'ended', room: playing({ status: 'finished', result, players: [player(1), player(2, { name: 'Ada', presence: 'left' })] }) });
    expect(await screen.findByText('Opponent has left the game!', undefined, WAIT)).toBeTruthy();
  });

  it('reads the room again when an event shows some were missed, and when the battle goes silent past its deadline', async () => {
    serve({ get_categories: categories });
    renderAt('/random-battle', <BattleArea />);
    await connected();
    fire({ type: 'room', room: playing({ question: openQuestion(0) }) });
    expect(await screen.findByText('Question 1 of 2', undefined, WAIT)).toBeTruthy();
    // Question 1 opens while question 0 never closed here: its reveal and points were missed.
    const closedZero = closedQuestion(0, 1, [{ seat: 1, choice: 1, correct: true, points: 12, ms: 1_000 }]);
    socket.auto.join = () => ({ ok: true, room: playing({ closed: [closedZero], question: openQuestion(1), players: [player(1, { points: 12 }), player(2, { name: 'Robo', user_id: null, bot: true })] }) });
    fire({ type: 'question', room_id: 7, question: openQuestion(1), server_now: new Date().toISOString() });
    await vi.waitFor(() => expect(socket.sent('join')).toEqual([{ type: 'join', room_id: 7 }]), WAIT);
    expect(await screen.findByText('12 points', undefined, WAIT)).toBeTruthy();
    expect(screen.getByText('Question 2 of 2')).toBeTruthy();

    // Then nothing comes: the deadline passes with no close, and the room is read again after the grace.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const silent = playing({ closed: [closedZero], question: openQuestion(1, { closes_at: new Date(Date.now() + 1_000).toISOString() }), players: [player(1, { points: 12 }), player(2, { name: 'Robo', user_id: null, bot: true })] });
      socket.auto.join = () => ({ ok: true, room: silent });
      fire({ type: 'room', room: silent });
      act(() => vi.advanceTimersByTime(1_000 + LATENCY_ALLOWANCE_MS + STALL_GRACE_MS - 500));
      expect(socket.sent('join')).toHaveLength(1);
      act(() => vi.advanceTimersByTime(1_000));
      await vi.waitFor(() => expect(socket.sent('join')).toHaveLength(2), WAIT);
      // Still silent (the server is late too): asked again only after another grace, not at once.
      await act(async () => vi.advanceTimersByTime(STALL_GRACE_MS - 500));
      expect(socket.sent('join')).toHaveLength(2);
      await act(async () => vi.advanceTimersByTime(1_000));
      await vi.waitFor(() => expect(socket.sent('join')).toHaveLength(3), WAIT);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves after confirming', async () => {
    const user = userEvent.setup();
    serve({ get_categories: categories });
    socket.auto.leave = () => ({ ok: true, room: null });
    renderAt('/random-battle', <BattleArea />);
    await connected();
    fire({ type: 'room', room: playing({ question: openQuestion(0) }) });
    await user.click(await screen.findByRole('button', { name: 'Leave' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this battle?' }, WAIT);
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(socket.sent('leave')).toEqual([{ type: 'leave', room_id: 7 }]);
    expect(await screen.findByRole('button', { name: 'Find an opponent' }, WAIT)).toBeTruthy();
    expect(sessionStorage.getItem(BATTLE_ROOM_KEY)).toBeNull();
  });
});

const groupRoom = (overrides: Partial<BattleRoom> = {}) =>
  room({ room_type: 'private', room_code: 'ABC234', created_by: 1, max_players: 4, no_of_que: 10, entry_fee: 10, pot: 10, ...overrides });

describe('offline', () => {
  it('says the battles need a connection, but keeps a battle under way on screen to reconnect', async () => {
    serve({ get_categories: categories });
    setConnectivity(false);
    renderAt('/random-battle', <BattleArea />);
    expect(await screen.findByRole('heading', { name: '1 v/s 1 Battle needs an internet connection' }, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Find an opponent' })).toBeNull();
    cleanup();
    renderAt('/group-battle', <BattleArea />);
    expect(await screen.findByRole('heading', { name: 'Group Battle needs an internet connection' }, WAIT)).toBeTruthy();
    cleanup();
    setConnectivity(true);
    renderAt('/random-battle', <BattleArea />);
    await connected();
    fire({ type: 'room', room: playing({ question: openQuestion(0) }) });
    expect(await screen.findByText('Question 1 of 2', undefined, WAIT)).toBeTruthy();
    act(() => setConnectivity(false));
    expect(screen.getByText('Question 1 of 2')).toBeTruthy();
    expect(screen.getByText('1 v/s 1 Battle needs an internet connection')).toBeTruthy();
  });
});

describe('a reloaded page', () => {
  it('takes its seat back in the room it was in, and forgets a room it no longer has a seat in', async () => {
    serve({ get_categories: categories });
    sessionStorage.setItem(BATTLE_ROOM_KEY, '7');
    socket.auto.join = () => ({ ok: true, room: playing({ question: openQuestion(0) }) });
    renderAt('/random-battle', <BattleArea />);
    await connected();
    expect(socket.sent('join')).toEqual([{ type: 'join', room_id: 7 }]);
    expect(await screen.findByText('Question 1 of 2', undefined, WAIT)).toBeTruthy();
    cleanup();
    socket = new FakeBattleSocket();
    battleTransport.connect = socket.connect;
    socket.auto.join = () => ({ ok: false, code: 'BATTLE_NOT_IN_ROOM', message: 'You are not a player in this battle.' });
    renderAt('/random-battle', <BattleArea />);
    await connected();
    await vi.waitFor(() => expect(sessionStorage.getItem(BATTLE_ROOM_KEY)).toBeNull(), WAIT);
    expect(screen.getByRole('button', { name: 'Find an opponent' })).toBeTruthy();
  });
});

describe('group battles', () => {
  it('asks for a Number of Questions, creates the room and joins it on the socket', async () => {
    const user = userEvent.setup();
    const bodies = serve({ get_categories: categories, create_room: () => groupRoom() });
    socket.auto.join = () => ({ ok: true, room: groupRoom() });
    renderAt('/group-battle', <BattleArea />);
    await connected();
    await user.click(await screen.findByRole('button', { name: 'Create room' }, WAIT));
    expect((await screen.findByRole('alert', undefined, WAIT)).textContent).toBe('Please select Number of Questions');
    await user.click(screen.getByRole('radio', { name: '10' }));
    await user.selectOptions(screen.getByLabelText('Entry fee'), '10 coins to enter');
    await user.click(screen.getByRole('button', { name: 'Create room' }));
    expect(await screen.findByLabelText('Room code', undefined, WAIT)).toBeTruthy();
    expect(bodies.create_room).toEqual([{ room_type: 'private', category: null, no_of_que: 10, entry_fee: 10 }]);
    expect(socket.sent('join')).toEqual([{ type: 'join', room_id: 7 }]);
  });

  it('checks a typed code, shows the server’s refusal, and fills in the code of an invitation', async () => {
    const user = userEvent.setup();
    serve({ get_categories: categories });
    socket.auto.join_code = () => ({ ok: false, code: 'ROOM_FULL', message: 'Room is full' });
    renderAt('/group-battle', <BattleArea />);
    await connected();
    await user.click(await screen.findByRole('tab', { name: 'Join room' }, WAIT));
    await user.click(screen.getByRole('button', { name: 'Join room' }));
    expect((await screen.findByRole('alert', undefined, WAIT)).textContent).toBe('Please enter a room code');
    await user.type(screen.getByLabelText('Room code'), 'O0O0');
    await user.click(screen.getByRole('button', { name: 'Join room' }));
    expect((await screen.findByRole('alert', undefined, WAIT)).textContent).toBe('Room code is not valid');
    expect(socket.sent('join_code')).toHaveLength(0);
    await user.clear(screen.getByLabelText('Room code'));
    await user.type(screen.getByLabelText('Room code'), 'abc234');
    await user.click(screen.getByRole('button', { name: 'Join room' }));
    expect(await screen.findByText('Room is full', undefined, WAIT)).toBeTruthy();
    expect(socket.sent('join_code')).toEqual([{ type: 'join_code', room_code: 'ABC234' }]);
    cleanup();
    renderAt('/group-battle?code=XYZ789', <BattleArea />);
    expect(((await screen.findByLabelText('Room code', undefined, WAIT)) as HTMLInputElement).value).toBe('XYZ789');
  });

  it('shows the lobby: the code, Share with the invitation link, Start from two players, and Delete room', async () => {
    const user = userEvent.setup();
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { share }));
    serve({ get_categories: categories });
    socket.auto.start = () => ({ ok: true, room: groupRoom({ status: 'playing', readytoplay: true, players: [player(1), player(2)], starts_at: new Date(Date.now() + 3_000).toISOString() }) });
    socket.auto.delete = () => ({ ok: true, room: null });
    renderAt('/group-battle', <BattleArea />);
    await connected();
    fire({ type: 'room', room: groupRoom() });
    expect((await screen.findByLabelText('Room code', undefined, WAIT)).textContent).toBe('ABC234');
    expect((screen.getByRole('button', { name: 'Start' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: `${window.location.origin}/group-battle?code=ABC234` }));
    fire({ type: 'room', room: groupRoom({ players: [player(1), player(2)] }) });
    expect(screen.getAllByTestId('battle-player')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Delete room' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this room?' }, WAIT);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(socket.sent('start')).toEqual([{ type: 'start', room_id: 7 }]);
    expect(await screen.findByText('Get ready!', undefined, WAIT)).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Show scores' })).toBeTruthy();
  });

  it('tells the other players when the owner deleted the room, and goes back', async () => {
    const user = userEvent.setup();
    serve({ get_categories: categories });
    renderAt('/group-battle', <BattleArea />);
    await connected();
    fire({ type: 'room', room: groupRoom({ created_by: 102, players: [player(2), player(1)] }) });
    expect(await screen.findByRole('button', { name: 'Leave' }, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
    fire({ type: 'deleted', room_id: 7, reason: 'owner' });
    expect(await screen.findByRole('heading', { name: 'Room is deleted by owner' }, WAIT)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back to group battle' }));
    expect(await screen.findByRole('tab', { name: 'Create room' }, WAIT)).toBeTruthy();
  });

  it('chats: sends text and reactions, reports another player’s message, and shows a rate-limit refusal', async () => {
    const user = userEvent.setup();
    serve({ get_categories: categories });
    socket.auto.report = () => ({ ok: true, room: null });
    renderAt('/group-battle', <BattleArea />);
    await connected();
    fire({ type: 'room', room: groupRoom({ players: [player(1), player(2)] }) });
    await user.type(await screen.findByRole('textbox', { name: 'Message' }, WAIT), 'Good luck!');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(socket.sent('chat')).toEqual([{ type: 'chat', room_id: 7, text: 'Good luck!' }]);
    act(() => socket.requests.at(-1)?.ack({ ok: true, room: null }));
    await vi.waitFor(() => expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLInputElement).value).toBe(''), WAIT);
    await user.click(screen.getByRole('button', { name: 'Send fire' }));
    expect(socket.sent('chat').at(-1)).toEqual({ type: 'chat', room_id: 7, reaction: 'fire' });
    act(() => socket.requests.at(-1)?.ack({ ok: false, code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a moment and try again.' }));
    expect((await screen.findByRole('alert', undefined, WAIT)).textContent).toBe('Too many attempts. Please wait a moment and try again.');
    fire({ type: 'chat', room_id: 7, message: { id: 1, seat: 1, name: 'Sub', text: 'Good luck!', reaction: null, sent_at: new Date().toISOString() } });
    fire({ type: 'chat', room_id: 7, message: { id: 2, seat: 2, name: 'Player 2', text: null, reaction: 'laugh', sent_at: new Date().toISOString() } });
    const list = screen.getByRole('list', { name: 'Chat messages' });
    expect(list.getAttribute('aria-live')).toBe('polite');
    expect(within(list).getAllByTestId('chat-message')).toHaveLength(2);
    expect(within(list).getByRole('img', { name: 'laugh' })).toBeTruthy();
    // Only others' messages can be reported.
    expect(within(list).getAllByRole('button', { name: /^Report/ })).toHaveLength(1);
    await user.click(within(list).getByRole('button', { name: 'Report message from Player 2' }));
    await user.type(within(list).getByLabelText('Reason (optional)'), 'rude');
    await user.click(within(list).getByRole('button', { name: 'Send report' }));
    expect(socket.sent('report')).toEqual([{ type: 'report', room_id: 7, message_id: 2, reason: 'rude' }]);
    expect(await within(list).findByText('Reported. Thank you.', undefined, WAIT)).toBeTruthy();
  });

  it('shows the group result: the winners and the pot, with scores hidden while playing until asked for', async () => {
    const user = userEvent.setup();
    serve({ get_categories: categories });
    renderAt('/group-battle', <BattleArea />);
    await connected();
    const players = [player(1, { points: 30 }), player(2, { points: 30 }), player(3, { points: 10 })];
    fire({ type: 'room', room: groupRoom({ status: 'playing', readytoplay: true, players, pot: 30, question: openQuestion(0) }) });
    // showScore starts false (the spec's group battle entity): the points are hidden until asked for.
    const toggle = (await screen.findByRole('checkbox', { name: 'Show scores' }, WAIT)) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    expect(screen.queryByText('30 points')).toBeNull();
    await user.click(toggle);
    expect(screen.getAllByText('30 points')).toHaveLength(2);
    await user.click(toggle);
    expect(screen.queryByText('30 points')).toBeNull();
    const result: BattleResult = {
      reason: 'finished',
      winner_ids: [1, 102],
      is_drawn: false,
      seats: [
        { seat: 1, outcome: 'tie', coins: 15 },
        { seat: 2, outcome: 'tie', coins: 15 },
        { seat: 3, outcome: 'lose', coins: 0 },
      ],
    };
    fire({ type: 'ended', room: groupRoom({ status: 'finished', players, pot: 30, result }) });
    expect(await screen.findByRole('heading', { name: 'A tie: you share the top place' }, WAIT)).toBeTruthy();
    expect(screen.getByText('Winners (a tie): Sub, Player 2')).toBeTruthy();
    expect(screen.getByText('The pot: 30 coins')).toBeTruthy();
    expect(screen.getByTestId('battle-coins').textContent).toBe('Coins won: 15');
  });
});

describe('battle statistics', () => {
  const row = (n: number) => ({
    match_id: `M${String(n).padStart(19, '0')}`,
    user_id1: 1,
    user_id2: n % 2 ? null : 9,
    winner_id: 1,
    is_drawn: false,
    opponent_name: n % 2 ? 'Robo' : 'Ada',
    opponent_bot: n % 2 === 1,
    my_points: 40 + n,
    opponent_points: 20,
    outcome: 'win',
    coins: 10,
    category_name: null,
    played_at: '2026-11-20T10:00:00.000Z',
  });

  it('shows the totals and pages through the battles, sorted as asked', async () => {
    const user = userEvent.setup();
    const bodies = serve({
      get_battle_statistics: (body) => {
        const offset = Number(body.offset);
        const all = Array.from({ length: 12 }, (_, i) => row(i + 1));
        return { total: 12, wins: 9, losses: 2, draws: 1, group_wins: 3, win_run: 4, data: all.slice(offset, offset + Number(body.limit)) };
      },
    });
    renderAt('/profile/battle-statistics', <BattleArea />);
    expect((await screen.findByTestId('battle-total-wins', undefined, WAIT)).textContent).toBe('9');
    expect(screen.getByTestId('battle-total-winRun').textContent).toBe('4');
    expect(screen.getByTestId('battle-total-groupWins').textContent).toBe('3');
    expect(screen.getAllByTestId('battle-stat-row')).toHaveLength(10);
    expect(screen.getAllByTestId('battle-stat-row')[0]?.textContent).toContain('RoboBot');
    expect(screen.getByText('Battles 1 to 10 of 12')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Battles 11 to 12 of 12', undefined, WAIT)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    await user.selectOptions(screen.getByLabelText('Sort by'), 'my_points');
    await vi.waitFor(() => expect(bodies.get_battle_statistics?.at(-1)).toEqual({ offset: 0, limit: 10, sort: 'my_points', order: 'desc' }), WAIT);
  });
});

describe('in Arabic', () => {
  it('renders every battle screen right to left in Arabic', async () => {
    applyBundle({ code: 'ar', strings: ar });
    await act(() => i18n.changeLanguage('ar'));
    // As the app does on a language change (src/lib/i18n): the document turns right to left.
    applyDocumentLanguage('ar', 1);
    serve({ get_categories: categories, get_battle_statistics: () => ({ total: 0, wins: 0, losses: 0, draws: 0, group_wins: 0, win_run: 0, data: [] }) });
    renderAt('/random-battle', <BattleArea />);
    expect(await screen.findByRole('heading', { level: 1, name: 'معركة 1 ضد 1' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ابحث عن منافس' })).toBeTruthy();
    cleanup();
    renderAt('/group-battle', <BattleArea />);
    const create = await screen.findByRole('tab', { name: 'إنشاء غرفة' }, WAIT);
    // Right to left, the left arrow goes on to the next tab.
    act(() => create.focus());
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'الانضمام إلى غرفة' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'الانضمام إلى غرفة' })).toBeTruthy();
    await connected();
    fire({ type: 'room', room: groupRoom() });
    expect(await screen.findByLabelText('رمز الغرفة', undefined, WAIT)).toBeTruthy();
    cleanup();
    renderAt('/profile/battle-statistics', <BattleArea />);
    expect(await screen.findByRole('heading', { name: 'لا توجد معارك بعد' }, WAIT)).toBeTruthy();
  });
});
