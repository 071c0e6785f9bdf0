/**
 * A header part whose chunk loads once the first screen is up (after-start.ts), with a placeholder
 * of its size in its place meanwhile, so the header does not move when it comes. Once loaded,
 * later headers (a remount, a test) render it at once. A failed load (a deploy in between) leaves
 * the placeholder, nothing else.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { afterStartup } from '../after-start';

export function deferredComponent(load: () => Promise<ComponentType>, what: string, Placeholder: ComponentType): ComponentType {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  return function Deferred() {
    const [Part, setPart] = useState<ComponentType | null>(() => loaded);
    useEffect(() => {
      if (Part) return;
      let live = true;
      afterStartup(() => {
        loading ??= load().then((part) => (loaded = part));
        loading.then(
          (part) => live && setPart(() => part),
          (error: unknown) => console.warn(`${what} could not load`, error),
        );
      });
      return () => {
        live = false;
      };
    }, [Part]);
    return Part ? <Part /> : <Placeholder />;
  };
}
