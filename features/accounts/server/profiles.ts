import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { customerAddresses, customerProfiles, customers, media } from '@/lib/db/schema';
import { normaliseIban } from '../model';
import { normaliseVat } from '@/lib/address-rules';
import type { AddressInput, ProfileInput, RegisterInput, SettingsInput } from '../schemas';
import { createCustomer } from './customers';
import type { LogoCheck } from './logo';
import { storeLogo } from './logo';

export class EmailTakenError extends Error {}

const companyColumns = (p: Pick<ProfileInput, 'kvk' | 'btw' | 'bankAccount' | 'category'>) => ({
  category: p.category,
  kvk: p.kvk ? p.kvk.replace(/[\s.]/g, '') : null,
  btw: p.btw ? normaliseVat(p.btw) : null,
  bankAccount: normaliseIban(p.bankAccount),
});

const contactColumns = (
  p: Omit<ProfileInput, 'kvk' | 'btw' | 'bankAccount' | 'category' | 'companyName' | 'username' | 'phone'>,
) => ({
  gender: p.gender || null,
  address: p.address,
  house: p.house,
  postcode: p.postcode.toUpperCase(),
  city: p.city,
  mailbox: p.mailbox || null,
  country: p.country,
  invoiceEmail: p.invoiceEmail ? p.invoiceEmail.toLowerCase() : null,
  mobile: p.mobile || null,
});

const isUniqueViolation = (e: unknown) => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code === '23505' || err?.cause?.code === '23505';
};

/** Creates the account, its profile and the logo in one transaction; the email must be new. */
export async function registerCustomer(input: RegisterInput, logo: Extract<LogoCheck, { ok: true }> | null) {
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      const customer = await createCustomer(
        {
          email: input.email,
          password: input.password,
          name: input.username,
          companyName: input.companyName,
          phone: input.phone,
        },
        tx,
      );
      const logoPath = logo ? await storeLogo(logo, tx) : null;
      await tx.insert(customerProfiles).values({
        customerId: customer.id,
        ...contactColumns(input),
        ...companyColumns(input),
        logoPath,
        deliveryAvailability: input.deliveryAvailability,
        deliveryDays:
          input.deliveryAvailability === 'specific' ? [...new Set(input.deliveryDays)].sort() : [],
        noNeighbours: input.noNeighbours,
        newsletter: input.newsletter,
        termsAcceptedAt: new Date(),
      });
      return customer;
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new EmailTakenError();
    throw e;
  }
}

/** The logged-in customer's account with profile; null for an account without one (staff). */
export async function getProfile(customerId: number) {
  const db = await getDb();
  const [row] = await db
    .select({
      customerNumber: customers.customerNumber,
      email: customers.email,
      username: customers.name,
      companyName: customers.companyName,
      phone: customers.phone,
      role: customers.role,
      createdAt: customers.createdAt,
      profile: customerProfiles,
    })
    .from(customers)
    .leftJoin(customerProfiles, eq(customerProfiles.customerId, customers.id))
    .where(eq(customers.id, customerId))
    .limit(1);
  return row ?? null;
}

export async function updateProfile(customerId: number, input: ProfileInput): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(customerProfiles)
      .set({ ...contactColumns(input), ...companyColumns(input), updatedAt: sql`now()` })
      .where(eq(customerProfiles.customerId, customerId))
      .returning({ id: customerProfiles.customerId });
    if (!updated.length) return false;
    await tx
      .update(customers)
      .set({
        name: input.username,
        companyName: input.companyName,
        phone: input.phone,
        updatedAt: sql`now()`,
      })
      .where(eq(customers.id, customerId));
    return true;
  });
}

/** Delivery availability and newsletter consent, and a new logo when one is given. */
export async function updateSettings(
  customerId: number,
  input: SettingsInput,
  logo: Extract<LogoCheck, { ok: true }> | null,
) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ logoPath: customerProfiles.logoPath })
      .from(customerProfiles)
      .where(eq(customerProfiles.customerId, customerId));
    if (!current) return null;
    const logoPath = logo ? await storeLogo(logo, tx) : current.logoPath;
    if (logo && current.logoPath) await tx.delete(media).where(eq(media.path, current.logoPath));
    await tx
      .update(customerProfiles)
      .set({
        deliveryAvailability: input.deliveryAvailability,
        deliveryDays:
          input.deliveryAvailability === 'specific' ? [...new Set(input.deliveryDays)].sort() : [],
        noNeighbours: input.noNeighbours,
        newsletter: input.newsletter,
        logoPath,
        updatedAt: sql`now()`,
      })
      .where(eq(customerProfiles.customerId, customerId));
    return { logoPath };
  });
}

export async function listAddresses(customerId: number) {
  const db = await getDb();
  return db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(asc(customerAddresses.id));
}

export const MAX_ADDRESSES = 20;

export async function addAddress(customerId: number, input: AddressInput) {
  const db = await getDb();
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId));
  if (Number(n) >= MAX_ADDRESSES) return null;
  const [row] = await db
    .insert(customerAddresses)
    .values({ customerId, ...input, postcode: input.postcode.toUpperCase() })
    .returning();
  return row;
}

/** Deletes an address only when it belongs to the customer. */
export async function deleteAddress(customerId: number, id: number): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .delete(customerAddresses)
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)))
    .returning({ id: customerAddresses.id });
  return rows.length > 0;
}
