import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { BattleConfigSchema } from '../../../../contract/api/settings';
import { initI18n } from '../../../lib/i18n/i18n';
import { errorReply, okReply, renderAdmin, type Answer } from '../test-render';
import { SettingsScreen } from './SettingsScreen';

beforeAll(() => {
  initI18n();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const int = (minimum: number, maximum = 9007199254740991) => ({ type: 'integer', minimum, maximum });
const systemKeys = [
  { key: 'demo_mode', schema: { type: 'string', enum: ['0', '1'] }, default: '0', value: '0' },
  { key: 'quiz_zone_seconds_per_question', schema: int(5, 600), default: 30, value: 30 },
  { key: 'daily_coin_cap', schema: int(0), default: 500, value: 500 },
  {
    key: 'quiz_zone_coins',
    schema: { type: 'object', properties: { min_percentage: { type: 'number', minimum: 0, maximum: 100 }, full_percentage: { type: 'number', minimum: 0, maximum: 100 }, max_coins: int(0) } },
    default: { min_percentage: 50, full_percentage: 100, max_coins: 10 },
    value: { min_percentage: 50, full_percentage: 100, max_coins: 10 },
  },
  { key: 'badges', schema: { type: 'object', additionalProperties: { type: 'object' } }, default: { elite: { threshold: 1, reward: 5 } }, value: { elite: { threshold: 1, reward: 5 } } },
  { key: 'currency_symbol', schema: { type: 'string' }, default: '€', value: '€' },
  { key: 'added_later', schema: { type: 'string', maxLength: 10 }, default: '', value: '' },
];
const webKeys = [{ key: 'site_title', schema: { type: 'string' }, default: 'Quizhive', value: 'Quizhive' }];

function open(path: string, answers: Record<string, Answer> = {}) {
  return renderAdmin(path, <SettingsScreen />, {
    get_admin_maintenance: () => okReply({ enabled: false, message: 'Back soon.', default_message: 'We are down for maintenance.' }),
    get_admin_config: (body) => okReply({ scope: body.scope, keys: body.scope === 'system' ? systemKeys : webKeys }),
    ...answers,
  });
}

describe('SettingsScreen', () => {
  it('makes the system form from each key’s schema, with its default', async () => {
    const { bodiesOf } = open('/admin/settings');
    const seconds = await screen.findByLabelText('Seconds per question (Quiz Zone)');
    expect(bodiesOf('get_admin_config')).toEqual([{ scope: 'system' }]);
    expect((seconds as HTMLInputElement).value).toBe('30');
    expect(screen.getByText('From 5 to 600 · quiz_zone_seconds_per_question · Default: 30')).toBeTruthy();
    expect(screen.getByText('At least 0 · daily_coin_cap · Default: 500')).toBeTruthy();
    expect((screen.getByLabelText('Demo mode') as HTMLInputElement).type).toBe('checkbox');
    const group = screen.getByRole('group', { name: 'Coins for a level' });
    expect((within(group).getByLabelText('Most coins for a level') as HTMLInputElement).value).toBe('10');
    expect(JSON.parse((screen.getByLabelText('Badges: threshold and reward') as HTMLTextAreaElement).value)).toEqual({ elite: { threshold: 1, reward: 5 } });
    expect(screen.getByRole('link', { name: 'System configuration' }).getAttribute('aria-current')).toBe('page');
    // A key the app has no text for is labelled by its name.
    expect((screen.getByLabelText('added_later') as HTMLInputElement).maxLength).toBe(10);
  });

  it('labels the trial and payout keys (issue 13) in words, and sends the smallest payout in cents', async () => {
    const billingKeys = [
      { key: 'trial_days', schema: int(0, 365), default: 7, value: 7 },
      { key: 'payout_coins_per_unit', schema: int(1), default: 1000, value: 1000 },
      { key: 'payout_min_amount', schema: int(1), default: 500, value: 500 },
      { key: 'payout_currency', schema: { type: 'string', pattern: '^[A-Z]{3}$' }, default: 'USD', value: 'USD' },
    ];
    const { bodiesOf } = open('/admin/settings', {
      get_admin_config: (body) => okReply({ scope: body.scope, keys: billingKeys }),
      set_admin_config: () => okReply({ scope: 'system', changed: ['payout_currency', 'payout_min_amount'] }),
    });
    const trial = await screen.findByLabelText('Free trial for a new sign-up (days; 0: none)');
    expect((trial as HTMLInputElement).value).toBe('7');
    expect(screen.getByText('From 0 to 365 · trial_days · Default: 7')).toBeTruthy();
    expect((screen.getByLabelText('Payouts: coins for one unit of the payout currency') as HTMLInputElement).value).toBe('1000');
    const user = userEvent.setup();
    const minimum = screen.getByLabelText('Payouts: smallest request, in cents of the payout currency');
    await user.clear(minimum);
    await user.type(minimum, '1000');
    const currency = screen.getByLabelText('Payouts: currency (a three-letter code, such as USD)');
    await user.clear(currency);
    await user.type(currency, 'EUR');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(bodiesOf('set_admin_config')).toEqual([{ scope: 'system', values: { payout_min_amount: 1000, payout_currency: 'EUR' } }]));
  });

  it('labels every field of the battle block (issue 16) in words, sends the block whole, and shows the server’s refusal beside the field it names', async () => {
    const battle = { battle_categories: '1', question_seconds: 15, random_questions: 10, wait_seconds: 20, win_coins: 10, bot_accuracy: 0.6, bot_min_seconds: 3, bot_max_seconds: 10, group_entry_fees: [0, 10, 25, 50] };
    // The schema exactly as get_admin_config describes it (z.toJSONSchema of the contract's block).
    const battleKeys = [{ key: 'battle', schema: z.toJSONSchema(BattleConfigSchema), default: battle, value: battle }];
    let refuse = true;
    const { bodiesOf } = open('/admin/settings', {
      get_admin_config: (body) => okReply({ scope: body.scope, keys: battleKeys }),
      set_admin_config: () =>
        refuse ? errorReply(400, 'VALIDATION', 'values.battle.bot_min_seconds: must not be above bot_max_seconds', 'values.battle.bot_min_seconds') : okReply({ scope: 'system', changed: ['battle'] }),
    });
    const group = await screen.findByRole('group', { name: 'Battles' });
    expect((within(group).getByLabelText('Battles: players choose a category for matchmaking') as HTMLInputElement).checked).toBe(true);
    const field = (label: string) => within(group).getByLabelText(label) as HTMLInputElement;
    expect(field('Battles: seconds per question').value).toBe('15');
    expect(within(group).getByText('From 5 to 120')).toBeTruthy();
    expect(field('1 v 1 battle: number of questions').value).toBe('10');
    expect(field('1 v 1 battle: seconds to wait for an opponent').value).toBe('20');
    expect(field('1 v 1 battle: coins for the winner').value).toBe('10');
    expect(field('Bot: share of right answers (0 to 1)').value).toBe('0.6');
    expect(field('Bot: slowest answer, in seconds').value).toBe('10');
    const fees = within(group).getByLabelText('Group battle: entry fees a room owner can choose (coins, 0 is free)') as HTMLTextAreaElement;
    expect(JSON.parse(fees.value)).toEqual([0, 10, 25, 50]);

    const user = userEvent.setup();
    const fastest = field('Bot: fastest answer, in seconds');
    await user.clear(fastest);
    await user.type(fastest, '12');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await within(group).findByText('values.battle.bot_min_seconds: must not be above bot_max_seconds')).toBeTruthy();
    expect(fastest.getAttribute('aria-invalid')).toBe('true');
    expect(bodiesOf('set_admin_config')).toEqual([{ scope: 'system', values: { battle: { ...battle, bot_min_seconds: 12 } } }]);

    refuse = false;
    await user.clear(fastest);
    await user.type(fastest, '2');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Saved: battle.')).toBeTruthy();
    expect(bodiesOf('set_admin_config').at(-1)).toEqual({ scope: 'system', values: { battle: { ...battle, bot_min_seconds: 2 } } });
  });

  it('sends only the keys that changed, with their types', async () => {
    const { bodiesOf } = open('/admin/settings', { set_admin_config: () => okReply({ scope: 'system', changed: ['demo_mode', 'quiz_zone_coins'] }) });
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Demo mode'));
    const group = screen.getByRole('group', { name: 'Coins for a level' });
    await user.clear(within(group).getByLabelText('Most coins for a level'));
    await user.type(within(group).getByLabelText('Most coins for a level'), '12');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Saved: demo_mode, quiz_zone_coins.')).toBeTruthy();
    expect(bodiesOf('set_admin_config')).toEqual([{ scope: 'system', values: { demo_mode: '1', quiz_zone_coins: { min_percentage: 50, full_percentage: 100, max_coins: 12 } } }]);
    // Saved values are the new baseline: saving again sends nothing.
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Nothing changed.')).toBeTruthy();
    expect(bodiesOf('set_admin_config')).toHaveLength(1);
  });

  it('checks numbers and JSON against the schema before sending', async () => {
    const { bodiesOf } = open('/admin/settings');
    const user = userEvent.setup();
    const seconds = await screen.findByLabelText('Seconds per question (Quiz Zone)');
    await user.clear(seconds);
    await user.type(seconds, '700');
    await user.clear(screen.getByLabelText('Daily coin cap'));
    await user.type(screen.getByLabelText('Daily coin cap'), '1.5');
    await user.type(screen.getByLabelText('Badges: threshold and reward'), '{{');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(screen.getByText('Enter 600 or less.')).toBeTruthy();
    expect(screen.getByText('Enter a whole number.')).toBeTruthy();
    expect(screen.getByText('This is not valid JSON.')).toBeTruthy();
    expect(seconds.getAttribute('aria-invalid')).toBe('true');
    expect(bodiesOf('set_admin_config')).toEqual([]);
  });

  it('shows the server’s refusal of values.<key> beside that key', async () => {
    open('/admin/settings', { set_admin_config: () => errorReply(400, 'VALIDATION', 'values.quiz_zone_coins: min_percentage must not be above full_percentage', 'values.quiz_zone_coins') });
    const user = userEvent.setup();
    const group = await screen.findByRole('group', { name: 'Coins for a level' });
    await user.clear(within(group).getByLabelText('No coins below this percentage'));
    await user.type(within(group).getByLabelText('No coins below this percentage'), '90');
    await user.clear(within(group).getByLabelText('All the coins from this percentage'));
    await user.type(within(group).getByLabelText('All the coins from this percentage'), '80');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await within(group).findByText('values.quiz_zone_coins: min_percentage must not be above full_percentage')).toBeTruthy();
  });

  it('opens the web settings from its link', async () => {
    const { bodiesOf } = open('/admin/settings');
    await screen.findByLabelText('Demo mode');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Web settings' }));
    expect(await screen.findByLabelText('Site title')).toBeTruthy();
    expect(bodiesOf('get_admin_config').at(-1)).toEqual({ scope: 'web' });
    expect(screen.getByRole('heading', { name: 'Web settings' })).toBeTruthy();
  });

  it('asks before turning maintenance on, and sends the notice with it', async () => {
    const { bodiesOf } = open('/admin/settings', { set_admin_maintenance: (body) => okReply({ enabled: body.enabled, message: body.message, changed: true }) });
    const user = userEvent.setup();
    const notice = await screen.findByLabelText('Notice players see');
    expect(screen.getByText('Off: players can play.')).toBeTruthy();
    await user.clear(notice);
    await user.type(notice, 'Upgrading until 10:00 UTC.');
    await user.click(screen.getByRole('button', { name: 'Turn maintenance on' }));
    const dialog = screen.getByRole('dialog', { name: 'Turn maintenance mode on?' });
    expect(within(dialog).getByText('Upgrading until 10:00 UTC.')).toBeTruthy();
    expect(bodiesOf('set_admin_maintenance')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Turn maintenance on' }));
    expect(await screen.findByText('Maintenance mode is on.')).toBeTruthy();
    expect(bodiesOf('set_admin_maintenance')).toEqual([{ enabled: true, message: 'Upgrading until 10:00 UTC.' }]);
    expect(screen.getByText(/^On: players see the notice/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Turn maintenance off' }));
    expect(await screen.findByText('Maintenance mode is off: players can play again.')).toBeTruthy();
    expect(bodiesOf('set_admin_maintenance')[1]).toEqual({ enabled: false, message: 'Upgrading until 10:00 UTC.' });
  });

  it('will not turn maintenance on with an empty notice', async () => {
    const { bodiesOf } = open('/admin/settings');
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Notice players see'));
    await user.click(screen.getByRole('button', { name: 'Turn maintenance on' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Turn maintenance on' }));
    expect(await screen.findByText('Write a notice of 1 to 500 characters.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf('set_admin_maintenance')).toEqual([]);
  });
});
