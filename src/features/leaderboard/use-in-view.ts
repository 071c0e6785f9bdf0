/**
 * Whether an element is on screen, from an IntersectionObserver; true while it has not reported
 * yet, or where the browser has none (nothing is pinned then over a row that may well be in view).
 */
import { useEffect, useState } from 'react';

export function useInView(element: Element | null, rootMargin: string): boolean {
  const [seen, setSeen] = useState<{ readonly element: Element; readonly inView: boolean } | null>(null);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (records) => {
        const last = records.at(-1);
        if (last) setSeen({ element, inView: last.isIntersecting });
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, rootMargin]);
  // A report about another element (the row before a reload) says nothing about this one.
  return seen?.element === element ? seen.inView : true;
}
