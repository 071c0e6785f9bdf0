/**
 * For component tests: an IntersectionObserver the test drives, per element it watches (jsdom has
 * none). Stub it with vi.stubGlobal('IntersectionObserver', FakeObserver) and clear
 * FakeObserver.live before each test.
 */
import { act } from '@testing-library/react';

export class FakeObserver {
  static live = new Set<FakeObserver>();
  readonly targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element): void {
    this.targets.push(target);
    FakeObserver.live.add(this);
  }
  disconnect(): void {
    FakeObserver.live.delete(this);
  }
  report(isIntersecting: boolean): void {
    this.callback(this.targets.map((target) => ({ isIntersecting, target }) as IntersectionObserverEntry), this as unknown as IntersectionObserver);
  }
}

/** Tells the observers of the elements matching `selector` that they came into view or left it. */
export function reportIntersection(selector: string, isIntersecting: boolean): void {
  act(() => {
    for (const observer of [...FakeObserver.live]) if (observer.targets.some((target) => target.matches(selector))) observer.report(isIntersecting);
  });
}

/** The end of a paged list (src/ui/LoadMore's sentinel) scrolls into view. */
export const scrollToEnd = () => reportIntersection('.load-more__sentinel', true);
