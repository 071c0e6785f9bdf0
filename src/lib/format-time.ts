/** Timer text of spec section 9: mm:ss with two-digit padding. */

const pad = (value: number): string => String(value).padStart(2, '0');

export function formatTimer(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}
