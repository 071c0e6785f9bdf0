/** React.lazy for named exports, so every screen is its own chunk. */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export function lazyScreen<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: (await load())[name] }));
}
