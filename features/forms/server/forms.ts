import 'server-only';
import { and, asc, eq, ilike, or } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { aliases, contactMessages, countries, preOrders, products, regions } from '@/lib/db/schema';
import { sendMail } from '@/lib/mail';
import { publicUrl } from '@/lib/env';
import { translator } from '@/lib/i18n/translate';
import { localePath, type Locale } from '@/lib/i18n/routing';
import { getContact } from '@/features/content';

/** Stores a contact message and mails it to the shop (reply goes straight to the sender). */
export async function submitContact(
  input: { name: string; email: string; phone: string; message: string },
  meta: { locale: Locale; uid: string },
): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .insert(contactMessages)
    .values({ ...input, locale: meta.locale, uid: meta.uid === '0' ? null : meta.uid })
    .returning({ id: contactMessages.id });
  const shop = await getContact();
  const t = translator('nl');
  await sendMail({
    to: shop.email,
    replyTo: input.email,
    subject: t('contactForm.mailSubject', { name: input.name, id: row.id }),
    text: [
      `${t('contactForm.name')}: ${input.name}`,
      `${t('contactForm.email')}: ${input.email}`,
      `${t('contactForm.phone')}: ${input.phone}`,
      `${t('contactForm.language')}: ${meta.locale}`,
      '',
      input.message,
    ].join('\n'),
  });
  return row.id;
}

export interface PreOrderProduct {
  id: number;
  name: string;
  article: string;
  quantity: number;
  path: string;
}

export async function preOrderProduct(id: number, locale: Locale): Promise<PreOrderProduct | null> {
  const db = await getDb();
  const [p] = await db
    .select({
      id: products.id,
      nameNl: products.nameNl,
      nameEn: products.nameEn,
      article: products.article,
      quantity: products.quantity,
      path: aliases.path,
    })
    .from(products)
    .leftJoin(aliases, and(eq(aliases.route, 'product'), eq(aliases.targetId, products.id)))
    .where(and(eq(products.id, id), eq(products.active, true)))
    .limit(1);
  if (!p) return null;
  return {
    id: p.id,
    name: locale === 'en' ? p.nameEn : p.nameNl,
    article: p.article,
    quantity: p.quantity,
    path: p.path ?? `/product/${p.id}`,
  };
}

/** Stores a pre-order request and mails it to the shop and a confirmation to the customer. */
export async function submitPreOrder(
  input: {
    product: PreOrderProduct;
    quantity: number;
    name: string;
    email: string;
    phone: string;
    company: string;
    message: string;
  },
  meta: { locale: Locale; uid: string },
): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .insert(preOrders)
    .values({
      productId: input.product.id,
      quantity: input.quantity,
      name: input.name,
      email: input.email,
      phone: input.phone,
      company: input.company || null,
      message: input.message || null,
      locale: meta.locale,
      uid: meta.uid === '0' ? null : meta.uid,
    })
    .returning({ id: preOrders.id });
  const shop = await getContact();
  const nl = translator('nl');
  const lines = (t: typeof nl) => [
    `${t('preOrder.product')}: ${input.product.name} (${input.product.article})`,
    `${t('preOrder.quantity')}: ${input.quantity}`,
    `${t('contactForm.name')}: ${input.name}`,
    ...(input.company ? [`${t('preOrder.company')}: ${input.company}`] : []),
    `${t('contactForm.email')}: ${input.email}`,
    `${t('contactForm.phone')}: ${input.phone}`,
    ...(input.message ? ['', input.message] : []),
  ];
  await sendMail({
    to: shop.email,
    replyTo: input.email,
    subject: nl('preOrder.mailSubject', { id: row.id, article: input.product.article }),
    text: [...lines(nl), '', `${publicUrl()}${input.product.path}`].join('\n'),
  });
  const t = translator(meta.locale);
  await sendMail({
    to: input.email,
    subject: t('preOrder.confirmSubject', { article: input.product.article }),
    text: [
      t('preOrder.confirmText', { name: input.name }),
      '',
      ...lines(t),
      '',
      `${publicUrl()}${localePath(meta.locale, input.product.path)}`,
    ].join('\n'),
  });
  return row.id;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const contains = (s: string) => `%${escapeLike(s)}%`;

export async function listCountries(locale: Locale, filter?: string) {
  const db = await getDb();
  const name = locale === 'en' ? countries.nameEn : countries.nameNl;
  const rows = await db
    .select()
    .from(countries)
    .where(
      filter
        ? or(
            ilike(countries.nameNl, contains(filter)),
            ilike(countries.nameEn, contains(filter)),
            eq(countries.code, filter.toUpperCase()),
          )
        : undefined,
    )
    .orderBy(asc(countries.sort), asc(name));
  return rows.map((c) => ({ code: c.code, name: locale === 'en' ? c.nameEn : c.nameNl, eu: c.eu }));
}

export async function listRegions(countryName?: string) {
  const db = await getDb();
  const rows = await db
    .select({ id: regions.id, name: regions.name, country: countries.code })
    .from(regions)
    .innerJoin(countries, eq(countries.code, regions.countryCode))
    .where(
      countryName
        ? or(
            eq(countries.code, countryName.toUpperCase()),
            ilike(countries.nameNl, escapeLike(countryName)),
            ilike(countries.nameEn, escapeLike(countryName)),
          )
        : undefined,
    )
    .orderBy(asc(countries.sort), asc(regions.name));
  return rows;
}
