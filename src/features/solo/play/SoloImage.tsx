/** A question's picture (non-verbal SVGs included) with its description as the alt text. */
import { usePackMediaSrc } from '../../../offline/packs';

export function SoloImage({ url, alt, fromPack }: { readonly url: string; readonly alt: string; readonly fromPack: boolean }) {
  const src = usePackMediaSrc(url, fromPack);
  return (
    <figure className="play__figure">
      {src ? <img src={src} alt={alt} width={240} height={160} decoding="async" /> : <span className="play__figure-placeholder" role="img" aria-label={alt} />}
    </figure>
  );
}
