import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { initI18n } from '../../../lib/i18n/i18n';
import { languagesReply } from '../content/content-fixtures';
import { errorReply, okReply, renderAdmin, type Answer } from '../test-render';
import { contestQuestionRow, contestRow } from './contest-fixtures';
import { ContestScreen } from './ContestScreen';

beforeAll(() => {
  initI18n();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(path: string, answers: Record<string, Answer>) {
  return renderAdmin(path, <Route path="/admin/contests/:id" component={ContestScreen} />, { get_admin_languages: () => okReply(languagesReply), ...answers });
}

const question = (n: number) => screen.getByRole('group', { name: `Question ${n}` });

describe('ContestScreen', () => {
  it('creates a contest: checks the fee, prizes and window, uploads its picture and sends prizes by rank without marks', async () => {
    const { bodiesOf, location } = show('/admin/contests/new', {
      upload_admin_content_media: () => okReply({ url: '/uploads/content/cup.png', kind: 'picture', content_type: 'image/png', bytes: 68 }),
      set_admin_contest: () => okReply({ id: 12 }),
      get_admin_contest: () => okReply({ contest: contestRow({ id: 12 }), questions: [contestQuestionRow()] }),
    });
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Create the contest' });
    // No marks in a contest.
    expect(within(question(1)).queryByLabelText(/^Marks/)).toBeNull();
    expect(screen.getByText('Questions: 1')).toBeTruthy();

    await waitFor(() => expect(screen.getByRole('option', { name: 'English (en)' })).toBeTruthy());
    await user.selectOptions(screen.getByLabelText('Language'), 'English (en)');
    await user.type(screen.getByLabelText('Name'), 'Friday cup');
    const fee = screen.getByLabelText(/^Entry fee in coins/);
    await user.clear(fee);
    await user.type(fee, '-5');
    fireEvent.change(screen.getByLabelText(/^Starts/), { target: { value: '2026-12-04T18:00' } });
    fireEvent.change(screen.getByLabelText(/^Ends/), { target: { value: '2026-12-04T17:00' } });
    const rank2 = screen.getByLabelText('Coins for rank 2');
    await user.clear(rank2);
    await user.click(screen.getByRole('button', { name: 'Create the contest' }));
    expect(screen.getByText('Enter a whole number of coins from 0 to 1,000,000.')).toBeTruthy();
    expect(screen.getByText('Enter a whole number of coins from 1 to 1,000,000.')).toBeTruthy();
    expect(screen.getByText('The end must come after the start.')).toBeTruthy();
    expect(bodiesOf('set_admin_contest')).toEqual([]);

    await user.clear(fee);
    await user.type(fee, '10');
    fireEvent.change(screen.getByLabelText(/^Ends/), { target: { value: '2026-12-04T20:00' } });
    await user.type(rank2, '50');
    await user.click(screen.getByRole('button', { name: 'Remove the last prize' }));
    expect(screen.queryByLabelText('Coins for rank 3')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add a prize for rank 3' }));
    await user.type(screen.getByLabelText('Coins for rank 3'), '20');
    await user.upload(screen.getByLabelText('Picture: choose a file'), new File([new Uint8Array([137, 80, 78, 71])], 'cup.png', { type: 'image/png' }));
    await waitFor(() => expect(bodiesOf('upload_admin_content_media')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    expect(screen.getByText('Questions: 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove question 2' }));
    expect(screen.queryByRole('group', { name: 'Question 2' })).toBeNull();
    expect(screen.getByText('Questions: 1')).toBeTruthy();
    await user.type(within(question(1)).getByLabelText('Question text'), 'Largest planet?');
    await user.click(screen.getByRole('button', { name: 'Remove the last answer of question 1' }));
    for (const [index, text] of ['Jupiter', 'Mars', 'Venus'].entries()) await user.type(within(question(1)).getByLabelText(`Answer ${index + 1}`), text);
    await user.click(screen.getByRole('button', { name: 'Create the contest' }));

    await waitFor(() => expect(location.history?.at(-1)).toBe('/admin/contests/12'));
    const [body] = bodiesOf('set_admin_contest');
    expect(body).toMatchObject({
      language_id: 1,
      name: 'Friday cup',
      description: '',
      image_url: '/uploads/content/cup.png',
      entry_fee: 10,
      prizes: [
        { rank: 1, coins: 100 },
        { rank: 2, coins: 50 },
        { rank: 3, coins: 20 },
      ],
      active: true,
      questions: [{ question: 'Largest planet?', options: ['Jupiter', 'Mars', 'Venus'], answer: 0, image_url: null, image_alt: null, math: false }],
    });
    expect(body?.questions).toEqual([expect.not.objectContaining({ marks: expect.anything() })]);
    expect(new Date(String(body?.ends_at)).getTime()).toBe(new Date(2026, 11, 4, 20, 0).getTime());
    expect(await screen.findByText('Contest created.')).toBeTruthy();
  });

  it('shows CONTEST_IN_USE for a contest players entered and keeps the form; a refusal on a prize shows beside it', async () => {
    let attempts = 0;
    const { bodiesOf } = show('/admin/contests/9', {
      get_admin_contest: () => okReply({ contest: contestRow({ participants: 4, status: 'live' }), questions: [contestQuestionRow()] }),
      set_admin_contest: () => {
        attempts += 1;
        return attempts === 1
          ? errorReply(400, 'VALIDATION', 'prizes.1.coins: Too big', 'prizes.1.coins')
          : errorReply(409, 'CONTEST_IN_USE', 'Players have entered this contest: its questions, fee, prizes and start can no longer change.', 'id');
      },
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Friday cup' });
    expect(screen.getByRole('link', { name: 'Standings (participants: 4)' }).getAttribute('href')).toBe('/admin/contests/9/standings');
    expect((screen.getByLabelText('Coins for rank 1') as HTMLInputElement).value).toBe('100');
    const fee = screen.getByLabelText(/^Entry fee in coins/);
    await user.clear(fee);
    await user.type(fee, '20');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('prizes.1.coins: Too big')).toBeTruthy();
    expect(screen.getByLabelText('Coins for rank 2').getAttribute('aria-invalid')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Players have entered this contest: its questions, fee, prizes and start can no longer change.', { selector: '[role="alert"]' })).toBeTruthy();
    expect((screen.getByLabelText(/^Entry fee in coins/) as HTMLInputElement).value).toBe('20');
    expect(bodiesOf('set_admin_contest')[1]).toMatchObject({ id: 9, entry_fee: 20, questions: [{ id: 61 }] });
  });

  it('after saving an edit, starts the form again from what the server stored', async () => {
    let stored = contestRow();
    const { bodiesOf } = show('/admin/contests/9', {
      get_admin_contest: () => okReply({ contest: stored, questions: [contestQuestionRow()] }),
      set_admin_contest: (body) => {
        stored = contestRow({ name: String(body.name).toUpperCase() });
        return okReply({ id: 9 });
      },
    });
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Saturday cup');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Contest saved.')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'SATURDAY CUP' })).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('SATURDAY CUP');
    expect(bodiesOf('get_admin_contest')).toEqual([{ id: 9 }, { id: 9 }]);
  });
});
