import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n/i18n';
import { errorReply, okReply, renderAdmin } from '../test-render';
import { page, questionRow, subcategoryRow } from './content-fixtures';
import { LevelOrderScreen } from './LevelOrderScreen';

beforeAll(() => {
  initI18n();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const three = [questionRow({ id: 1, question: 'First?' }), questionRow({ id: 2, question: 'Second?' }), questionRow({ id: 3, question: 'Third?' })];

describe('LevelOrderScreen', () => {
  it('moves questions with the keyboard and saves the new order', async () => {
    let saves = 0;
    const { bodiesOf } = renderAdmin('/admin/questions/order?subcategory=5&level=1', <LevelOrderScreen />, {
      get_admin_subcategories: () => okReply(page([subcategoryRow()])),
      get_admin_questions: () => okReply(page(three)),
      set_admin_question_order: (body) => {
        saves += 1;
        return saves === 1 ? errorReply(400, 'VALIDATION', 'question_ids must list the level: 1, 2, 3, 4', 'question_ids') : okReply({ question_ids: body.question_ids, changed: true });
      },
    });
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Questions of level 1 in play order' });
    expect(bodiesOf('get_admin_questions')).toEqual([{ subcategory_id: 5, level: 1, offset: 0, limit: 100 }]);
    expect(screen.getByRole('button', { name: 'Save the order' }).hasAttribute('disabled')).toBe(true);

    screen.getByRole('button', { name: 'Move down: First?' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move down: First?' })));
    await user.keyboard('{Enter}');
    expect(within(list).getAllByRole('link').map((link) => link.textContent)).toEqual(['Second?', 'Third?', 'First?']);
    expect(screen.getByText('Moved to place 3 of 3.')).toBeTruthy();
    // At the end of the list, focus moves to the question's other button.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move up: First?' })));

    await user.click(screen.getByRole('button', { name: 'Save the order' }));
    expect(await screen.findByText('question_ids must list the level: 1, 2, 3, 4')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save the order' }));
    await waitFor(() => expect(bodiesOf('set_admin_question_order').at(-1)).toEqual({ subcategory_id: 5, level: 1, question_ids: [2, 3, 1] }));
    expect(await screen.findByText('Order saved: players get the questions in this order.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Level 2' }).getAttribute('href')).toBe('/admin/questions/order?subcategory=5&level=2');
  });
});
