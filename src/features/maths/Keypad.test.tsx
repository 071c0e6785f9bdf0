import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../lib/i18n/i18n';
import type { AnswerFormat } from './answer-format';
import { Keypad } from './Keypad';

beforeAll(() => {
  initI18n();
});
afterEach(cleanup);

function renderKeypad(format: AnswerFormat, disabled = false) {
  const onKey = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <Keypad format={format} onKey={onKey} disabled={disabled} />
    </I18nextProvider>,
  );
  return { onKey, pad: screen.getByRole('group', { name: 'Number keypad' }) };
}

describe('Keypad', () => {
  it('has the ten digits, clear and delete as named buttons, and no sign or point for a whole number', () => {
    const { pad } = renderKeypad({ minus: false, decimal: false });
    const names = within(pad)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label') ?? b.textContent);
    expect(names).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', 'Clear answer', '0', 'Delete last digit']);
  });

  it('adds the minus and decimal keys when the answer needs them', () => {
    const { pad } = renderKeypad({ minus: true, decimal: true });
    expect(within(pad).getByRole('button', { name: 'Minus sign' })).toBeTruthy();
    expect(within(pad).getByRole('button', { name: 'Decimal point' })).toBeTruthy();
  });

  it('reports each key pressed', () => {
    const { onKey, pad } = renderKeypad({ minus: true, decimal: false });
    fireEvent.click(within(pad).getByRole('button', { name: '7' }));
    fireEvent.click(within(pad).getByRole('button', { name: 'Delete last digit' }));
    fireEvent.click(within(pad).getByRole('button', { name: 'Clear answer' }));
    fireEvent.click(within(pad).getByRole('button', { name: 'Minus sign' }));
    expect(onKey.mock.calls.map(([key]) => key)).toEqual(['7', 'backspace', 'clear', 'minus']);
  });

  it('keeps the digits left to right in a right-to-left page', () => {
    document.documentElement.dir = 'rtl';
    try {
      const { pad } = renderKeypad({ minus: false, decimal: false });
      expect(pad.getAttribute('dir')).toBe('ltr');
    } finally {
      document.documentElement.dir = 'ltr';
    }
  });

  it('takes no key while disabled', () => {
    const { onKey, pad } = renderKeypad({ minus: false, decimal: false }, true);
    fireEvent.click(within(pad).getByRole('button', { name: '5' }));
    expect(onKey).not.toHaveBeenCalled();
  });
});
