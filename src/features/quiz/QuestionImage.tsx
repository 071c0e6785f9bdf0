/**
 * A question's picture. Played from a pack, it is read from the pack media cache into a blob URL,
 * so it shows offline with or without the service worker; otherwise it loads from the server.
 * Until a pack picture is read, an empty box of its size (named by the description) holds its place.
 */
import { usePackMediaSrc } from '../../offline/packs';

export function QuestionImage({ url, alt, fromPack }: { readonly url: string; readonly alt: string; readonly fromPack: boolean }) {
  const src = usePackMediaSrc(url, fromPack);
  return (
    <figure className="play__figure">
      {src ? <img src={src} alt={alt} width={240} height={160} decoding="async" /> : <span className="play__figure-placeholder" role="img" aria-label={alt} />}
    </figure>
  );
}
