/**
 * A row of WAI-ARIA tabs (the exams' Today / Past, the contests' Live / Upcoming / Past): one tab
 * stop (the selected tab), arrow keys (turned round in right-to-left), Home and End, a tab selected
 * as soon as it has focus. The panel is the caller's: give it id panelIdOf(prefix) and
 * aria-labelledby tabIdOf(prefix, selected).
 */
import { useRef, type KeyboardEvent } from 'react';
import { tabForKey } from './tab-keys';

export const tabIdOf = (prefix: string, key: string): string => `${prefix}-tab-${key}`;
export const panelIdOf = (prefix: string): string => `${prefix}-panel`;

export interface TabListProps<K extends string> {
  readonly label: string;
  readonly tabs: readonly { readonly key: K; readonly label: string }[];
  readonly selected: K;
  readonly onSelect: (key: K) => void;
  readonly idPrefix: string;
}

export function TabList<K extends string>({ label, tabs, selected, onSelect, idPrefix }: TabListProps<K>) {
  const buttons = useRef(new Map<K, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const index = tabs.findIndex((tab) => tab.key === selected);
    const next = tabs[tabForKey(event.key, index, tabs.length, rtl) ?? -1];
    if (!next) return;
    event.preventDefault();
    buttons.current.get(next.key)?.focus();
    if (next.key !== selected) onSelect(next.key);
  };
  return (
    <div className="tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          ref={(element) => {
            if (element) buttons.current.set(tab.key, element);
            else buttons.current.delete(tab.key);
          }}
          type="button"
          role="tab"
          id={tabIdOf(idPrefix, tab.key)}
          className="tabs__tab"
          aria-selected={tab.key === selected}
          aria-controls={tab.key === selected ? panelIdOf(idPrefix) : undefined}
          tabIndex={tab.key === selected ? 0 : -1}
          onClick={() => onSelect(tab.key)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
