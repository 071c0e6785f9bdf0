/**
 * A tablist as WAI-ARIA's tabs pattern has it: one tab in the Tab order (roving tabindex), arrow
 * keys move between tabs and select them (left and right swap in right-to-left), Home and End go
 * to the first and last, aria-selected and aria-controls tie each tab to its panel. The selected
 * tab is the caller's (billing history keeps it in the address).
 */
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<K extends string> {
  readonly key: K;
  readonly label: string;
}

export interface TabsProps<K extends string> {
  readonly label: string;
  readonly tabs: readonly TabItem<K>[];
  readonly selected: K;
  readonly onSelect: (key: K) => void;
  /** The panel of the selected tab. */
  readonly children: ReactNode;
  readonly idPrefix: string;
}

/** The tab an arrow key moves to from `index` of `count`, or null for a key tabs ignore. */
export function nextTabIndex(key: string, index: number, count: number, rtl: boolean): number | null {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return (index + 1) % count;
  if (key === backward) return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

export function Tabs<K extends string>({ label, tabs, selected, onSelect, children, idPrefix }: TabsProps<K>) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const index = tabs.findIndex((tab) => tab.key === selected);
    // The nearest dir attribute decides (the app sets it on <html> for the interface language).
    const rtl = list.current?.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const next = nextTabIndex(event.key, index, tabs.length, rtl);
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.key);
    list.current?.querySelector<HTMLElement>(`#${idPrefix}-tab-${tab.key}`)?.focus();
  };
  return (
    <div className="tabs">
      <div ref={list} role="tablist" aria-label={label} className="tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const active = tab.key === selected;
          return (
            <button
              key={tab.key}
              type="button"
              role="tab"
              id={`${idPrefix}-tab-${tab.key}`}
              aria-selected={active}
              aria-controls={`${idPrefix}-panel`}
              tabIndex={active ? 0 : -1}
              className={`tabs__tab${active ? ' tabs__tab--selected' : ''}`}
              onClick={() => onSelect(tab.key)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={`${idPrefix}-tab-${selected}`} className="tabs__panel">
        {children}
      </div>
    </div>
  );
}
