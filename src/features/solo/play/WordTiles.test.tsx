import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../../lib/i18n/i18n';
import { WordTiles } from './WordTiles';

function Harness({ letters, length, onSubmit, revealed }: { letters: string[]; length: number; onSubmit: (word: string) => void; revealed?: { position: number; letter: string }[] }) {
  const section = useRef<HTMLElement>(null);
  return (
    <I18nextProvider i18n={i18n}>
      <section ref={section}>
        <WordTiles letters={letters} length={length} disabled={false} onSubmit={onSubmit} section={section} {...(revealed ? { revealed } : {})} />
      </section>
    </I18nextProvider>
  );
}

beforeAll(() => {
  initI18n();
});

afterEach(() => {
  cleanup();
  document.documentElement.dir = 'ltr';
});

describe('WordTiles', () => {
  it('builds the word by tapping tiles, takes a letter back by tapping its slot, and checks it', () => {
    const onSubmit = vi.fn();
    render(<Harness letters={['T', 'Q', 'A', 'C']} length={3} onSubmit={onSubmit} />);
    const check = screen.getByRole('button', { name: 'Check the word' }) as HTMLButtonElement;
    for (const letter of ['C', 'Q']) fireEvent.click(screen.getByRole('button', { name: letter }));
    fireEvent.click(screen.getByRole('button', { name: 'Letter 2: Q. Press to take it back' }));
    for (const letter of ['A', 'T']) fireEvent.click(screen.getByRole('button', { name: letter }));
    expect(check.disabled).toBe(false);
    fireEvent.click(check);
    expect(onSubmit).toHaveBeenCalledWith('CAT');
  });

  it('types with the keyboard: letters, Backspace removes, Enter submits only a full word', () => {
    const onSubmit = vi.fn();
    render(<Harness letters={['D', 'O', 'G', 'X']} length={3} onSubmit={onSubmit} />);
    for (const key of ['d', 'x', 'Backspace', 'o', 'Enter']) fireEvent.keyDown(document, { key });
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.keyDown(document, { key: 'g' });
    fireEvent.keyDown(document, { key: 'Enter' });
    expect(onSubmit).toHaveBeenCalledWith('DOG');
  });

  it('works in Arabic, right to left, with a letter a hint revealed kept in its slot', () => {
    document.documentElement.dir = 'rtl';
    const onSubmit = vi.fn();
    render(<Harness letters={['ر', 'ب', 'ق', 'م']} length={3} onSubmit={onSubmit} revealed={[{ position: 2, letter: 'ر' }]} />);
    expect(screen.getByRole('button', { name: 'Letter 3: ر (from a hint)' })).toBeTruthy();
    for (const key of ['ق', 'م']) fireEvent.keyDown(document, { key });
    // Backspace takes back the last typed letter, never the hint's.
    fireEvent.keyDown(document, { key: 'Backspace' });
    fireEvent.keyDown(document, { key: 'Backspace' });
    fireEvent.keyDown(document, { key: 'Backspace' });
    expect(screen.getByRole('button', { name: 'Letter 3: ر (from a hint)' })).toBeTruthy();
    for (const key of ['ق', 'م', 'Enter']) fireEvent.keyDown(document, { key });
    expect(onSubmit).toHaveBeenCalledWith('قمر');
  });

  it('ignores keys while focus is outside the question', () => {
    const onSubmit = vi.fn();
    const outside = document.createElement('button');
    document.body.append(outside);
    render(<Harness letters={['A', 'B']} length={1} onSubmit={onSubmit} />);
    outside.focus();
    fireEvent.keyDown(document, { key: 'a' });
    expect(screen.getByRole('button', { name: 'Letter 1: empty' })).toBeTruthy();
    outside.remove();
  });
});
