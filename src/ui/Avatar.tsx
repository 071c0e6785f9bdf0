/** A round profile picture, or the name's first letter when there is none. */
export function Avatar({ name, src, size = 40 }: { readonly name: string; readonly src: string | null; readonly size?: number }) {
  const style = { inlineSize: size, blockSize: size, fontSize: Math.round(size * 0.42) };
  if (src) return <img className="avatar" src={src} alt="" style={style} width={size} height={size} />;
  return (
    <span className="avatar avatar--initial" style={style} aria-hidden="true">
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
