import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { nextTabIndex, Tabs } from './Tabs';

afterEach(cleanup);

function ThreeTabs({ dir }: { readonly dir: 'ltr' | 'rtl' }) {
  const [selected, setSelected] = useState<'a' | 'b' | 'c'>('a');
  return (
    <div dir={dir}>
      <Tabs idPrefix="t" label="Things" selected={selected} onSelect={setSelected} tabs={[{ key: 'a', label: 'A' }, { key: 'b', label: 'B' }, { key: 'c', label: 'C' }]}>
        <p>panel {selected}</p>
      </Tabs>
    </div>
  );
}

describe('tabs from the keyboard', () => {
  it('moves with the arrows (wrapping), Home and End; swaps left and right in right-to-left', () => {
    expect(nextTabIndex('ArrowRight', 0, 3, false)).toBe(1);
    expect(nextTabIndex('ArrowRight', 2, 3, false)).toBe(0);
    expect(nextTabIndex('ArrowLeft', 0, 3, false)).toBe(2);
    expect(nextTabIndex('ArrowLeft', 0, 3, true)).toBe(1);
    expect(nextTabIndex('ArrowRight', 0, 3, true)).toBe(2);
    expect(nextTabIndex('Home', 2, 3, false)).toBe(0);
    expect(nextTabIndex('End', 0, 3, true)).toBe(2);
    expect(nextTabIndex('ArrowDown', 0, 3, false)).toBeNull();
  });

  it('selects and focuses the tab it moves to, one tab in the Tab order, its panel labelled by it', async () => {
    const user = userEvent.setup();
    render(<ThreeTabs dir="rtl" />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    await user.tab();
    expect(document.activeElement).toBe(tabs[0]);
    // Right-to-left: the next tab is to the left.
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'B' }));
    expect(screen.getByRole('tab', { name: 'B' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'B' }).textContent).toBe('panel b');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'A' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });
});
