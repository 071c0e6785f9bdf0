import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../../lib/i18n/i18n';
import { LifelinesBar, type LifelinesBarProps } from './LifelinesBar';

const prices = { fifty_fifty: 5, audience_poll: 6, reset_time: 3, skip: 4 };

function renderBar(overrides: Partial<LifelinesBarProps> = {}) {
  const props: LifelinesBarProps = {
    allowed: ['fifty_fifty', 'audience_poll', 'reset_time'],
    prices,
    used: [],
    questionId: 7,
    offline: false,
    busy: null,
    message: null,
    disabled: false,
    onUse: vi.fn(),
    onRefused: vi.fn(),
    ...overrides,
  };
  render(
    <I18nextProvider i18n={i18n}>
      <LifelinesBar {...props} />
    </I18nextProvider>,
  );
  return props;
}

beforeAll(() => {
  initI18n();
});

afterEach(cleanup);

describe('LifelinesBar', () => {
  it('names each lifeline with its price as the description; a forbidden one says so and is refused', () => {
    const props = renderBar({ used: [{ lifeline: 'reset_time', question_id: 2 }] });
    expect(screen.getByRole('button', { name: '50/50', description: '5 coins' })).toBeTruthy();
    const skip = screen.getByRole('button', { name: 'Skip', description: 'This Lifeline is not allowed' });
    expect(skip.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(skip);
    expect(props.onRefused).toHaveBeenCalledWith('This Lifeline is not allowed');
    fireEvent.click(screen.getByRole('button', { name: 'Reset time', description: 'Lifeline already used' }));
    expect(props.onRefused).toHaveBeenLastCalledWith('Lifeline already used');
    fireEvent.click(screen.getByRole('button', { name: 'Audience poll' }));
    expect(props.onUse).toHaveBeenCalledWith('audience_poll');
  });

  it('refuses the poll after 50/50 on the same question, and says offline prices are taken when the round syncs', () => {
    const props = renderBar({ used: [{ lifeline: 'fifty_fifty', question_id: 7 }], offline: true });
    fireEvent.click(screen.getByRole('button', { name: 'Audience poll', description: 'Audience poll unavailable after 50/50.' }));
    expect(props.onRefused).toHaveBeenCalledWith('Audience poll unavailable after 50/50.');
    expect(props.onUse).not.toHaveBeenCalled();
  });

  it('shows why a lifeline is blocked in place of its price: the spec\'s 50/50 and poll exclusions, and a used one', () => {
    renderBar({ used: [{ lifeline: 'audience_poll', question_id: 7 }] });
    const fifty = screen.getByRole('button', { name: '50/50', description: '50/50 unavailable after Audience poll.' });
    expect(fifty.textContent).toBe('50/5050/50 unavailable after Audience poll.');
    expect(fifty.getAttribute('aria-disabled')).toBe('true');
    const poll = screen.getByRole('button', { name: 'Audience poll', description: 'Lifeline already used' });
    expect(poll.textContent).toBe('Audience pollLifeline already used');
    expect(screen.getByRole('button', { name: 'Reset time' }).textContent).toBe('Reset time3 coins');
    cleanup();
    renderBar({ used: [{ lifeline: 'fifty_fifty', question_id: 7 }] });
    const blockedPoll = screen.getByRole('button', { name: 'Audience poll', description: 'Audience poll unavailable after 50/50.' });
    expect(blockedPoll.textContent).toBe('Audience pollAudience poll unavailable after 50/50.');
    expect(screen.getByRole('button', { name: '50/50' }).textContent).toBe('50/50Lifeline already used');
  });

  it('shows the price again once the blocking lifeline was on another question', () => {
    renderBar({ used: [{ lifeline: 'fifty_fifty', question_id: 3 }] });
    expect(screen.getByRole('button', { name: 'Audience poll', description: '6 coins' }).getAttribute('aria-disabled')).toBe('false');
  });

  it('does nothing while disabled (the question is answered)', () => {
    const props = renderBar({ disabled: true });
    fireEvent.click(screen.getByRole('button', { name: '50/50' }));
    expect(props.onUse).not.toHaveBeenCalled();
    expect(props.onRefused).not.toHaveBeenCalled();
  });
});
