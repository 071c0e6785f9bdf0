/**
 * A question's media (picture, audio clip) as a src, for every mode's play screens: from the pack
 * media cache (a blob URL) when the round was played from a pack, so it works offline with or
 * without the service worker; otherwise the server's URL. null while a pack file is being read.
 */
import { useEffect, useState } from 'react';
import { readMedia } from './pack-media';

export function usePackMediaSrc(url: string, fromPack: boolean): string | null {
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
