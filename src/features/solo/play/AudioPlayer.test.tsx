import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../../lib/i18n/i18n';
import { AudioPlayer } from './AudioPlayer';

beforeAll(() => {
  initI18n();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('AudioPlayer', () => {
  it('plays, pauses and replays with labelled buttons, and offers the transcript', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('play'));
      return Promise.resolve();
    });
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('pause'));
    });
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <AudioPlayer url="/content-media/audio/q1.mp3" transcript="The word is: harbour." fromPack={false} />
      </I18nextProvider>,
    );
    expect(container.querySelector('audio')?.getAttribute('src')).toBe('/content-media/audio/q1.mp3');
    expect(screen.getByRole('group', { name: 'Audio clip' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Play' })));
    expect(play).toHaveBeenCalledTimes(1);
    // While it plays, the same button pauses it (Object.defineProperty: jsdom's paused never changes).
    Object.defineProperty(container.querySelector('audio'), 'paused', { value: false, configurable: true });
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(pause).toHaveBeenCalledTimes(1);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Replay' })));
    expect(play).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Read the transcript').tagName).toBe('SUMMARY');
    expect(screen.getByText('The word is: harbour.')).toBeTruthy();
  });
});
