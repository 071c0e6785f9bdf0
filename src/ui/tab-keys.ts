/**
 * The WAI-ARIA tabs keyboard: the arrow keys move to the next or previous tab, wrapping round,
 * Home and End to the first and last. In a right-to-left page the row of tabs runs from the right,
 * so the left arrow goes to the next tab. Any other key is not the tab list's (null).
 */
export function tabForKey(key: string, current: number, count: number, rtl: boolean): number | null {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case forward:
      return (current + 1) % count;
    case back:
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
