import { test, expect, expectNoAxeViolations, prefix, staffSignIn, type Locale } from './support';
import type { APIRequestContext, Page } from '@playwright/test';

// The back office's configurator editor: staff change an option's price on a build-your-own server, the
// live preview (the shop's own configurator fed by the draft) shows it before saving, the save goes
// through, and the shop's configurator page shows the new price; the editor has no axe violations. Both
// languages run one after the other on the same product, each putting the price back.

/** The seeded Dell PowerEdge R730 build-your-own server (deterministic demo seed). */
const R730 = 181;
/** The seeded Dell PowerEdge R630: the mobile run's, so the two viewports' runs never edit one product at once. */
const R630 = 190;

const TEXT = {
  nl: {
    price: '77,77',
    shown: '+ € 77,77',
    saved: 'Opgeslagen',
    memory: 'Geheugen',
  },
  en: {
    price: '77.77',
    shown: '+ €77.77',
    saved: 'Saved',
    memory: 'Memory',
  },
} as const;

type Loaded = {
  version: string | null;
  platform: unknown;
  groups: {
    partId: string;
    values: { id: number; isDefault: boolean; visible: boolean; price: number | null; part?: unknown }[];
  }[];
};

async function loaded(request: APIRequestContext, product: number): Promise<Loaded> {
  const res = await request.get(`/api/portal/api/staff/products/${product}/configurator`);
  expect(res.status()).toBe(200);
  return (await res.json()).configuration;
}

async function openGroup(page: Page, label: string) {
  const group = page
    .locator('details', { has: page.locator('summary', { hasText: new RegExp(`^${label}`) }) })
    .first();
  if (!(await group.evaluate((d) => (d as HTMLDetailsElement).open))) await group.locator('summary').click();
  return group;
}

test.describe.configure({ mode: 'serial' });

for (const locale of ['nl', 'en'] as Locale[]) {
  const text = TEXT[locale];
  test(`staff change an option price, see it in the preview, save, and the shop shows it (${locale})`, async ({
    browser,
    baseURL,
  }) => {
    // Two axe runs over the editor and its live preview take tens of seconds each on a loaded machine.
    test.setTimeout(180_000);
    const staff = await browser.newContext({ locale: locale === 'nl' ? 'nl-NL' : 'en-US' });
    await staff.addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL! }]);
    const desk = await staff.newPage();
    await staffSignIn(desk.request);
    const product = test.info().project.name === 'mobile' ? R630 : R730;
    const before = await loaded(desk.request, product);
    const gi = before.groups.findIndex((g) => g.partId === 'memory');
    const vi = before.groups[gi].values.findIndex((v) => !v.isDefault && v.visible);
    const { id: valueId, price: original } = before.groups[gi].values[vi];

    // Should a save still meet a stale version (409, 'changed by … at …'), it is done again from the
    // reloaded editor, as staff would.
    await expect(async () => {
      // From the product editor to the configurator editor.
      await desk.goto(`${prefix(locale)}/staff/products/${product}`);
      await desk.getByTestId('product-configurator-link').click();
      await expect(desk).toHaveURL(new RegExp(`/staff/products/${product}/configurator$`));
      const preview = desk.getByTestId('configurator-preview');
      await expect(preview.getByTestId('cfg-total-excl')).toBeVisible();
      await expectNoAxeViolations(desk);

      // The price typed in euros: incl. VAT at the field, then the preview (not yet saved) shows it.
      const price = desk.getByTestId(`configurator-value-${gi}-${vi}-price`);
      await price.fill(text.price);
      await expect(preview).toContainText(text.shown);
      const shopBefore = await desk.request.get(
        `/api/portal/api/catalog/catalog-products/${product}?option=`,
      );
      const stored = (
        (await shopBefore.json()) as {
          data: { options: { partId: string; values: { value: number; price: number }[] }[] };
        }
      ).data.options
        .find((g) => g.partId === 'memory')!
        .values.find((v) => v.value === valueId)!;
      expect(stored.price).not.toBe(7777);

      await desk.getByTestId('configurator-save').click();
      await expect(desk.getByTestId('configurator-editor-message')).toContainText(text.saved);
    }).toPass({ timeout: 90_000 });
    await expectNoAxeViolations(desk);

    // The shop's configurator page shows the new price at once.
    const shop = await staff.newPage();
    await shop.goto(`${prefix(locale)}/configurator/${product}`);
    const memory = await openGroup(shop, text.memory);
    await expect(memory.getByText(text.shown).first()).toBeVisible();

    // Put the price back for the other tests.
    await expect(async () => {
      const now = await loaded(desk.request, product);
      const draft = {
        version: now.version,
        platform: now.platform,
        groups: now.groups.map((g) => ({
          ...g,
          values: g.values.map(({ part: _part, ...v }) => (v.id === valueId ? { ...v, price: original } : v)),
        })),
      };
      const reset = await desk.request.put(`/api/portal/api/staff/products/${product}/configurator`, {
        data: draft,
      });
      expect(reset.status()).toBe(200);
    }).toPass({ timeout: 30_000 });
    await staff.close();
  });
}
