import { test, expect, expectNoAxeViolations, prefix, staffSignIn, type Locale } from './support';

// The back office's content: staff add an FAQ question, edit its answer and see it on /faq at once, in
// both languages; the shop details screen is checked with axe and the keyboard.

const TEXT = {
  nl: {
    newItem: 'Nieuwe vraag in deze groep',
    questionNl: 'Vraag (Nederlands)',
    questionEn: 'Vraag (Engels)',
    answerNl: 'Antwoord (Nederlands)',
    answerEn: 'Antwoord (Engels)',
    create: 'Vraag toevoegen',
    save: 'Vraag opslaan',
    saved: 'Vraag opgeslagen.',
    delete: 'Vraag verwijderen',
    deleteYes: 'Ja, verwijder deze vraag definitief',
    phone: 'Telefoonnummer',
    saveContact: 'Contactgegevens opslaan',
  },
  en: {
    newItem: 'New question in this group',
    questionNl: 'Question (Dutch)',
    questionEn: 'Question (English)',
    answerNl: 'Answer (Dutch)',
    answerEn: 'Answer (English)',
    create: 'Add question',
    save: 'Save question',
    saved: 'Question saved.',
    delete: 'Delete question',
    deleteYes: 'Yes, delete this question for good',
    phone: 'Phone number',
    saveContact: 'Save contact details',
  },
} as const;

for (const locale of ['nl', 'en'] as Locale[]) {
  const text = TEXT[locale];
  test(`staff add an FAQ question, edit its answer and see it on /faq (${locale})`, async ({ page }) => {
    test.setTimeout(180_000);
    await staffSignIn(page.request);
    const mark = `e2e${Date.now().toString(36)}`;
    await page.goto(`${prefix(locale)}/staff/content/faq`);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: text.newItem }).first().click();

    // Empty form: the field messages are at the fields.
    await page.getByRole('button', { name: text.create }).click();
    await expect(page.getByLabel(text.questionNl)).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel(text.questionNl).fill(`Testvraag ${mark}?`);
    await page.getByLabel(text.answerNl).fill(`Eerste antwoord ${mark}.`);
    await page.getByLabel(text.questionEn).fill(`Test question ${mark}?`);
    await page.getByLabel(text.answerEn).fill(`First answer ${mark}.`);
    await expect(page.getByTestId('faq-preview')).toContainText(`Eerste antwoord ${mark}.`);
    await page.getByRole('button', { name: text.create }).click();
    await expect(page).toHaveURL(/\/staff\/content\/faq\/\d+$/);
    await expectNoAxeViolations(page);

    // Edit the answer in the page's language, by keyboard to the save button.
    const answer = locale === 'en' ? text.answerEn : text.answerNl;
    await page.getByLabel(answer).fill(`Beter antwoord ${mark}.`);
    await page.getByRole('button', { name: text.save }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('faq-item-message')).toHaveText(text.saved);

    const shop = await page.context().newPage();
    await shop.goto(`${prefix(locale)}/faq`);
    const question = locale === 'en' ? `Test question ${mark}?` : `Testvraag ${mark}?`;
    await shop.getByText(question).click();
    await expect(shop.getByText(`Beter antwoord ${mark}.`)).toBeVisible();
    await expectNoAxeViolations(shop);

    // Clean up: delete it after confirming; /faq no longer has it.
    await page.getByRole('button', { name: text.delete }).click();
    await page.getByRole('button', { name: text.deleteYes }).click();
    await expect(page).toHaveURL(/\/staff\/content\/faq$/);
    await shop.reload();
    await expect(shop.getByText(question)).toHaveCount(0);
  });

  test(`the shop details screen is accessible and refuses a bad phone number at the field (${locale})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await staffSignIn(page.request);
    await page.goto(`${prefix(locale)}/staff/content/settings`);
    await expectNoAxeViolations(page);
    const phone = page.getByLabel(text.phone);
    await phone.fill('bel me');
    await page.getByRole('button', { name: text.saveContact }).click();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toBeFocused();
    await expectNoAxeViolations(page);
  });
}

test('the content screens are not there for shoppers', async ({ page }) => {
  for (const path of [
    '/staff/content',
    '/staff/content/faq',
    '/en/staff/content/settings',
    '/staff/content/faq/1',
  ]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
  }
});
