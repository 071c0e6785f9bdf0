/**
 * A question's picture. Played from a pack, it is read from the pack media cache into a blob URL,
 * so it shows offline with or without the service worker; otherwise it loads from the server.
 * Until a pack picture is read, an empty box of its size (named by the description) holds its place.
 */
import { useEffect, useState } from 'react';
import { readMedia } from '../../offline/packs';

function usePackMediaSrc(url: string, fromPack: boolean): string | null {
  const [resolved, setResolved] = useState<{ url: string; src: string } | null>(null);
  useEffect(() => {
    if (!fromPack) return;
    let objectUrl: string | null = null;
    let live = true;
    readMedia(url)
      .catch(() => null)
      .then((blob) => {
        if (!live) return;
        // Not in the cache (a pack stored without it): the network or the worker may still have it.
        objectUrl = blob ? URL.createObjectURL(blob) : null;
        setResolved({ url, src: objectUrl ?? url });
      });
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, fromPack]);
  if (!fromPack) return url;
  return resolved?.url === url ? resolved.src : null;
}

export function QuestionImage({ url, alt, fromPack }: { readonly url: string; readonly alt: string; readonly fromPack: boolean }) {
  const src = usePackMediaSrc(url, fromPack);
  return (
    <figure className="play__figure">
      {src ? <img src={src} alt={alt} width={240} height={160} decoding="async" /> : <span className="play__figure-placeholder" role="img" aria-label={alt} />}
    </figure>
  );
}
