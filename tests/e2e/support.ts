import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/** Tests start with the cookie choice made (so the dialog covers nothing) unless they opt out. */
export const test = base.extend<{ consent: boolean }>({
  consent: [true, { option: true }],
  context: async ({ context, consent, baseURL }, provide) => {
    if (consent) await context.addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL! }]);
    await provide(context);
  },
});

export { expect };

/** WCAG 2.2 AA: the page has no axe violations at all. */
export async function expectNoAxeViolations(page: Page) {
  // At the top of the page nothing sits under the sticky header, which axe would count as obscured targets.
  await page.evaluate(() => window.scrollTo(0, 0));
  // After a client-side navigation Next streams the new page's metadata: the <title> lands a moment later.
  await expect.poll(() => page.title()).not.toBe('');
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`,
  );
  expect(summary, summary.join('\n')).toEqual([]);
}

export function isMobile(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1400) < 1200;
}
