import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminPlan } from '../../../../contract/api/billing';
import { initI18n } from '../../../lib/i18n/i18n';
import { errorReply, okReply, renderAdmin, type Answer } from '../test-render';
import { PlansScreen } from './PlansScreen';

beforeAll(() => {
  initI18n();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function plan(fields: Partial<AdminPlan> = {}): AdminPlan {
  return {
    id: 3,
    slug: 'premium-monthly',
    texts: { en: { name: 'Premium', description: 'Everything', features: ['All quizzes', 'No ads'] } },
    price: 999,
    currency: 'USD',
    interval: 'month',
    trial_days: 7,
    highlighted: true,
    enabled: true,
    sort_order: 10,
    stripe_price_id: null,
    subscribers: 4,
    ...fields,
  };
}

const languages = okReply([
  { id: 1, code: 'en', name: 'English', rtl: 0, is_default: true, for_ui: true, for_quiz: true, sort: 0, keys_total: 1, keys_present: 1, keys_missing: 0 },
  { id: 2, code: 'fr', name: 'Français', rtl: 0, is_default: false, for_ui: true, for_quiz: false, sort: 1, keys_total: 1, keys_present: 1, keys_missing: 0 },
  { id: 3, code: 'de', name: 'Deutsch', rtl: 0, is_default: false, for_ui: false, for_quiz: false, sort: 2, keys_total: 1, keys_present: 0, keys_missing: 1 },
]);

function show(answers: Record<string, Answer>, provider: 'sandbox' | 'stripe' = 'stripe') {
  return renderAdmin('/admin/plans', <PlansScreen />, {
    get_admin_plans: () => okReply({ data: [plan()] }),
    get_admin_languages: () => languages,
    get_plans: () => okReply({ plans: [], provider, signup_trial_days: 7 }),
    ...answers,
  });
}

describe('PlansScreen', () => {
  it('lists every plan with its price as money, interval, trial, on sale, highlighted and subscribers', async () => {
    show({ get_admin_plans: () => okReply({ data: [plan(), plan({ id: 4, slug: 'old', texts: { en: { name: 'Old yearly', description: '', features: [] } }, price: 4900, interval: 'year', enabled: false, highlighted: false, subscribers: 0 })] }) });
    const table = await screen.findByRole('table', { name: 'Plans' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['Premium', '$9.99', 'Month', '7', 'Yes', 'Yes', '4', 'Edit'],
      ['Old yearly', '$49.00', 'Year', '7', 'No', 'No', '0', 'Edit'],
    ]);
    // The sandbox clock is for the sandbox only.
    expect(screen.queryByRole('heading', { name: 'Sandbox clock' })).toBeNull();
  });

  it('adds a plan: checks the form first, sends the price in cents and only the languages written', async () => {
    const { bodiesOf } = show({ set_admin_plan: (body) => okReply(plan({ ...(body as Partial<AdminPlan>), id: 9, subscribers: 0 })) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a plan' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'New plan' }));
    await user.clear(screen.getByLabelText('Currency'));
    await user.click(screen.getByRole('button', { name: 'Add the plan' }));
    expect(screen.getByText('Use 2 to 40 lower-case letters, digits or dashes, starting with a letter or a digit.')).toBeTruthy();
    expect(screen.getByText('Please enter the plan’s name.')).toBeTruthy();
    expect(screen.getByText('Enter the price as an amount, such as 9.99.')).toBeTruthy();
    expect(screen.getByText('Enter a three-letter code, such as USD.')).toBeTruthy();
    expect(bodiesOf('set_admin_plan')).toEqual([]);

    await user.type(screen.getByLabelText('Slug'), 'family');
    await user.type(screen.getByLabelText('Name in English (en)'), 'Family');
    await user.type(screen.getByLabelText('Features in English (en)'), 'Four players{Enter}{Enter}All quizzes');
    await user.type(screen.getByLabelText('Price'), '14,50');
    await user.type(screen.getByLabelText('Currency'), 'eur');
    await user.selectOptions(screen.getByLabelText('Billed every'), 'Year');
    // French is offered (an interface language), German is not; French left empty is not sent.
    const languageSelect = screen.getByLabelText('Texts in');
    expect(within(languageSelect).getAllByRole('option').map((option) => option.textContent)).toEqual(['English (en)', 'Français (fr)']);
    await user.click(screen.getByRole('button', { name: 'Add the plan' }));
    await waitFor(() => expect(bodiesOf('set_admin_plan')).toHaveLength(1));
    expect(bodiesOf('set_admin_plan')[0]).toEqual({
      slug: 'family',
      texts: { en: { name: 'Family', description: '', features: ['Four players', 'All quizzes'] } },
      price: 1450,
      currency: 'EUR',
      interval: 'year',
      trial_days: 0,
      highlighted: false,
      enabled: true,
      sort_order: 0,
      stripe_price_id: null,
    });
    expect(await screen.findByText('Family is added.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'New plan' })).toBeNull();
  });

  it('edits a plan in another language, and shows the server’s refusal beside the field it names', async () => {
    const { bodiesOf } = show({ set_admin_plan: () => errorReply(400, 'VALIDATION', 'The slug is taken', 'slug') });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Premium' }));
    expect(screen.getByRole('heading', { name: 'Edit Premium' })).toBeTruthy();
    expect((screen.getByLabelText('Price') as HTMLInputElement).value).toBe('9.99');
    expect((screen.getByLabelText('Features in English (en)') as HTMLTextAreaElement).value).toBe('All quizzes\nNo ads');
    await user.selectOptions(screen.getByLabelText('Texts in'), 'Français (fr)');
    await user.type(screen.getByLabelText('Name in Français (fr)'), 'Premium FR');
    await user.click(screen.getByRole('button', { name: 'Save the plan' }));
    const slug = screen.getByLabelText('Slug');
    await waitFor(() => expect(slug.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('The slug is taken')).toBeTruthy();
    expect(bodiesOf('set_admin_plan')[0]).toMatchObject({ id: 3, price: 999, texts: { en: { name: 'Premium' }, fr: { name: 'Premium FR', description: '', features: [] } } });
  });

  it('asks before taking a plan off sale, and sends nothing if the admin cancels', async () => {
    const { bodiesOf } = show({ set_admin_plan: (body) => okReply(plan({ enabled: Boolean(body.enabled) })) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Premium' }));
    await user.click(screen.getByLabelText('On sale'));
    await user.click(screen.getByRole('button', { name: 'Save the plan' }));
    const dialog = screen.getByRole('dialog', { name: 'Stop selling Premium?' });
    expect(within(dialog).getByText('It leaves the pricing page at once. The players paying for it now (4) keep it.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(bodiesOf('set_admin_plan')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save the plan' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Stop selling' }));
    await waitFor(() => expect(bodiesOf('set_admin_plan')).toHaveLength(1));
    expect(bodiesOf('set_admin_plan')[0]).toMatchObject({ id: 3, enabled: false });
    expect(await screen.findByText('Premium is saved.')).toBeTruthy();
  });

  it('offers the sandbox clock with the sandbox, and says what the advance applied', async () => {
    const { bodiesOf } = show({ advance_sandbox_clock: (body) => okReply({ now: '2026-12-26T10:00:00.000Z', offset_seconds: Number(body.seconds), renewed: 2, ended: 1, failed: 0 }) }, 'sandbox');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Sandbox clock' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Advance 1 month (30 days)' }));
    expect(await screen.findByText('Renewed: 2. Ended: 1. Payment failed: 0.')).toBeTruthy();
    expect(screen.getByText(/30 days ahead of the real clock/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Advance 7 days' }));
    await user.click(screen.getByRole('button', { name: 'Advance 1 day' }));
    await waitFor(() => expect(bodiesOf('advance_sandbox_clock')).toEqual([{ seconds: 2_592_000 }, { seconds: 604_800 }, { seconds: 86_400 }]));
  });
});
