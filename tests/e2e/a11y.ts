/**
 * Accessibility checks inside the end-to-end suite: axe-core on the page as it is, with the WCAG
 * 2.0 A and AA and 2.1 AA rules. Any critical or serious violation fails the test and is printed
 * with its rule, help text and the selectors of the failing elements, so a failure says what to fix.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The screen has settled: the route's chunk and its data have arrived (no busy indicator left). */
export async function waitForScreen(page: Page): Promise<void> {
  // Headings a client-side navigation marked as the previous screen's do not count.
  await expect(page.locator('main h1:not([data-a11y-stale])').first()).toBeVisible();
  await expect(page.locator('.spinner, .route-progress')).toHaveCount(0);
}

export async function expectNoA11yViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
  const report = blocking
    .map((v) => `- [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${v.nodes.map((n) => `    ${n.target.join(' ')}${n.failureSummary ? `: ${n.failureSummary.replace(/\s+/g, ' ')}` : ''}`).join('\n')}`)
    .join('\n');
  // The count, not the objects: the message already lists what matters, without axe's full dump.
  expect(blocking.length, `${label} (${page.url()}): ${blocking.length} critical or serious accessibility violations\n${report}`).toBe(0);
}
