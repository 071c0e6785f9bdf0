/**
 * An audio question's clip: play, pause and replay as labelled buttons (44px targets, keyboard like
 * any button), and what it says in a disclosure for players who cannot hear it. Played from a pack,
 * the clip comes from the pack's media cache (a blob URL), so it plays offline.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { usePackMediaSrc } from '../../../offline/packs';

export function AudioPlayer({ url, transcript, fromPack }: { readonly url: string; readonly transcript?: string | undefined; readonly fromPack: boolean }) {
  const { t } = useTranslation();
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const src = usePackMediaSrc(url, fromPack);
  // A browser may refuse to play (no user gesture, no codec): the button then offers Play again.
  const start = (element: HTMLAudioElement) => {
    Promise.resolve()
      .then(() => element.play())
      .catch(() => setPlaying(false));
  };
  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) start(element);
    else element.pause();
  };
  const replay = () => {
    const element = audio.current;
    if (!element) return;
    element.currentTime = 0;
    start(element);
  };
  return (
    <div className="solo-audio">
      {src ? <audio ref={audio} src={src} preload="auto" onPlay={() => setPlaying(true)} onPause={() => setPlaying(false)} onEnded={() => setPlaying(false)} /> : null}
      <div className="solo-audio__controls" role="group" aria-label={t('solo.audio.label')}>
        <Button variant="secondary" onClick={toggle} disabled={!src}>
          {playing ? t('solo.audio.pause') : t('solo.audio.play')}
        </Button>
        <Button variant="ghost" onClick={replay} disabled={!src}>
          {t('solo.audio.replay')}
        </Button>
      </div>
      {transcript ? (
        <details className="solo-audio__transcript">
          <summary>{t('solo.audio.transcript')}</summary>
          <p dir="auto">{transcript}</p>
        </details>
      ) : null}
    </div>
  );
}
