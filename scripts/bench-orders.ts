// The benchmark's order history (`scripts/bench-seed.ts --orders`): confirmed orders spread over the two
// years before `now`, as the checkout and the back office would have left them — consumers and businesses
// (company, KvK, VAT number; reverse charge with its VIES answer outside the Netherlands) from a pool of
// returning customers, 1–4 lines of real products each, totals from the cart's own price rules, payments,
// and the payment and fulfilment states orders of that age have. Deterministic (one seed), bulk-inserted
// with unnest() (lib/db/seed/bulk-insert.ts). Also the staff account the benchmark logs in with.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../lib/db/client';
import { orderLines, orders, payments, products } from '../lib/db/schema';
import { insertUnnest } from '../lib/db/seed/bulk-insert';
import { computePrices } from '../features/cart/model';
import { DELIVERY_COSTS, DELIVERY_TYPES, QUICKLY_FEE } from '../features/checkout/model';
import { createCustomer } from '../features/accounts/server/customers';

/** mulberry32: a small seeded generator, so every run seeds the same orders. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = (
  'Jan Pieter Sanne Emma Lars Daan Sophie Julia Thijs Bram Anouk Lotte Ruben Noah Femke Maarten ' +
  'Eva Joost Linda Mark Kevin Sarah Tim Niels Iris Wouter Marieke Koen Esther Hans Ingrid Rob Sven ' +
  'Fleur Bas Merel Jeroen Annelies Dirk Ilse Stefan Nadia Youssef Mohamed Fatima Ayşe Mehmet Luc ' +
  'Wim Griet Lieve Jens Tobias Lena Jonas Hannah Marie Pierre Élodie Chloé Lucas Mateusz Agnieszka ' +
  'Tomás Siobhan Giulia Marco Ana Björn'
).split(' ');
const LAST = (
  'de Jong, Jansen, de Vries, van den Berg, van Dijk, Bakker, Janssen, Visser, Smit, Meijer, ' +
  'de Boer, Mulder, de Groot, Bos, Vos, Peters, Hendriks, van Leeuwen, Dekker, Brouwer, de Wit, ' +
  'Dijkstra, Smits, de Graaf, van der Meer, van der Linden, Kok, Jacobs, de Haan, Vermeulen, ' +
  'van den Heuvel, van der Veen, van den Broek, de Bruijn, de Bruin, van der Heijden, Schouten, ' +
  'van Beek, Willems, van Vliet, van de Ven, Hoekstra, Maas, Verhoeven, Koster, van Dam, Prins, ' +
  'Blom, Huisman, Peeters, Maes, Claes, Goossens, Wouters, De Smet, Müller, Schmidt, Schneider, ' +
  "Fischer, Weber, Becker, Dubois, Lambert, Martin, Bernard, Kowalski, Nowak, O'Brien, Rossi, " +
  'Yılmaz, El Amrani, Bouzid, Nguyen'
).split(', ');
const COMPANY_WORDS = (
  'Data Cloud Net Byte Server Rack Core Logic Pixel Stack Host Cyber Digital Nord Zuid Delta ' +
  'Polder Dijk Grid Quantum Blue Green Orange'
).split(' ');
const COMPANY_KINDS = (
  'Solutions Systems Hosting IT Services Automatisering ICT Networks Works Consultancy Labs Group ' +
  'Media Techniek'
).split(' ');
const LEGAL = {
  NL: ['B.V.', 'BV', 'V.O.F.', ''],
  BE: ['BV', 'NV', 'SRL'],
  DE: ['GmbH', 'UG', 'AG'],
  FR: ['SARL', 'SAS'],
  LU: ['S.à r.l.', 'SA'],
  AT: ['GmbH'],
} as const;
const STREETS = (
  'Kerkstraat Dorpsstraat Hoofdstraat Stationsweg Schoolstraat Molenweg Industrieweg Nieuwstraat ' +
  'Julianastraat Wilhelminalaan Marktplein Havenweg Parallelweg Beatrixlaan'
).split(' ');
const CITIES = {
  NL: [
    'Amsterdam',
    'Rotterdam',
    'Utrecht',
    'Eindhoven',
    'Groningen',
    'Tilburg',
    'Almere',
    'Breda',
    'Nijmegen',
    'Zwolle',
    'Leiden',
    'Haarlem',
    'Enschede',
    'Delft',
  ],
  BE: ['Antwerpen', 'Gent', 'Brussel', 'Leuven', 'Brugge', 'Hasselt'],
  DE: ['Düsseldorf', 'Köln', 'Aachen', 'Berlin', 'Hamburg', 'München'],
  FR: ['Lille', 'Paris', 'Lyon'],
  LU: ['Luxembourg', 'Esch-sur-Alzette'],
  AT: ['Wien', 'Graz'],
} as const;
const MAIL_DOMAINS = (
  'gmail.com outlook.com hotmail.com ziggo.nl kpnmail.nl live.nl icloud.com telenet.be gmx.de ' +
  'web.de xs4all.nl planet.nl'
).split(' ');
const CARRIERS = ['PostNL', 'DHL', 'DPD', 'UPS'];
type Country = keyof typeof CITIES;

interface Customer {
  name: string;
  email: string;
  phone: string;
  country: Country;
  address: Record<string, string>;
  business: boolean;
  reverseCharge: boolean;
  statusDiscount: number;
}

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
const digits = (r: () => number, n: number) => Array.from({ length: n }, () => Math.floor(r() * 10)).join('');

function vatNumberOf(country: Country, r: () => number): string {
  switch (country) {
    case 'NL':
      return `NL${digits(r, 9)}B${String(1 + Math.floor(r() * 3)).padStart(2, '0')}`;
    case 'BE':
      return `BE0${digits(r, 9)}`;
    case 'DE':
      return `DE${digits(r, 9)}`;
    case 'FR':
      return `FR${digits(r, 11)}`;
    case 'LU':
      return `LU${digits(r, 8)}`;
    case 'AT':
      return `ATU${digits(r, 8)}`;
  }
}

function kvkOf(country: Country, r: () => number): string {
  if (country === 'NL') return digits(r, 8);
  if (country === 'BE') return `0${digits(r, 3)}.${digits(r, 3)}.${digits(r, 3)}`;
  if (country === 'DE') return `HRB ${digits(r, 5)}`;
  return `RCS ${digits(r, 6)}`;
}

function postcodeOf(country: Country, r: () => number): string {
  if (country === 'NL')
    return `${1000 + Math.floor(r() * 9000)} ${String.fromCharCode(65 + Math.floor(r() * 26), 65 + Math.floor(r() * 26))}`;
  if (country === 'DE' || country === 'FR') return digits(r, 5);
  return String(1000 + Math.floor(r() * 9000));
}

function customerOf(i: number, r: () => number): Customer {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)];
  const c = r();
  const country: Country =
    c < 0.74 ? 'NL' : c < 0.86 ? 'BE' : c < 0.94 ? 'DE' : c < 0.97 ? 'FR' : c < 0.99 ? 'LU' : 'AT';
  const first = pick(FIRST);
  const last = pick(LAST);
  const name = `${first} ${last}`;
  const business = r() < 0.38;
  const city = pick(CITIES[country]);
  const address: Record<string, string> = {
    customerName: name,
    username: '',
    address: pick(STREETS),
    house: `${1 + Math.floor(r() * 180)}${r() < 0.15 ? pick(['a', 'b', '-2', ' bis']) : ''}`,
    postcode: postcodeOf(country, r),
    country,
    region: city,
    email: '',
    phone:
      country === 'NL'
        ? `+31 6 ${digits(r, 8)}`
        : `+${{ BE: 32, DE: 49, FR: 33, LU: 352, AT: 43 }[country]} ${digits(r, 9)}`,
    category: business ? 'business' : 'private',
    kvk: '',
    btw: '',
  };
  let reverseCharge = false;
  if (business) {
    const style = r();
    const company =
      style < 0.35
        ? `${last} ${pick(COMPANY_KINDS)}`
        : style < 0.75
          ? `${pick(COMPANY_WORDS)}${pick(COMPANY_WORDS).toLowerCase()} ${pick(COMPANY_KINDS)}`
          : `${pick(COMPANY_WORDS)} ${pick(COMPANY_KINDS)} ${city}`;
    const legal = pick(LEGAL[country]);
    address.username = legal ? `${company} ${legal}` : company;
    address.kvk = kvkOf(country, r);
    if (r() < 0.88) address.btw = vatNumberOf(country, r);
    reverseCharge = country !== 'NL' && address.btw !== '';
    const domain = `${slug(company)}.${country === 'NL' ? (r() < 0.8 ? 'nl' : 'com') : country.toLowerCase()}`;
    const local = pick([
      `${slug(first)}`,
      `${slug(first)}.${slug(last)}`,
      'inkoop',
      'administratie',
      'it',
      'info',
      `${slug(first).charAt(0)}.${slug(last)}`,
    ]);
    address.email = `${local}@${domain}`;
  } else {
    const sep = pick(['.', '', '_', '.']);
    const suffix = r() < 0.3 ? String(Math.floor(r() * 100)) : '';
    address.email = `${slug(first)}${sep}${slug(last)}${suffix}@${pick(MAIL_DOMAINS)}`;
  }
  return {
    name,
    email: address.email,
    phone: address.phone,
    country,
    address,
    business,
    reverseCharge,
    statusDiscount: business ? pick([0, 0, 0, 2, 5]) : i % 50 === 0 ? 2 : 0,
  };
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type OrderInsert = typeof orders.$inferInsert;
type PaymentInsert = typeof payments.$inferInsert;
type LineInsert = typeof orderLines.$inferInsert;

interface Planned {
  order: OrderInsert & { uid: string };
  lines: Omit<LineInsert, 'orderId'>[];
  payments: Omit<PaymentInsert, 'orderId'>[];
}

export interface SeededOrders {
  orders: number;
  lines: number;
  payments: number;
  seconds: number;
  /** Texts staff would search for, taken from the seeded orders: by kind. */
  samples: { email: string[]; company: string[]; vat: string[]; number: number[] };
}

/**
 * Seeds `count` confirmed orders over the two years before `now` (newest last, so the ids follow the
 * confirm time as they do in a shop). Needs the catalogue first.
 */
export async function seedBenchOrders(
  db: Db,
  { count, now = new Date(), seed = 20_261_127 }: { count: number; now?: Date; seed?: number },
): Promise<SeededOrders> {
  const started = Date.now();
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)];
  const catalogue = await db
    .select({
      id: products.id,
      price: products.price,
      nameNl: products.nameNl,
      nameEn: products.nameEn,
      article: products.article,
    })
    .from(products)
    .where(and(eq(products.active, true), eq(products.configurable, false), gt(products.price, 0)))
    .orderBy(asc(products.id))
    .limit(20_000);
  if (catalogue.length < 4) throw new Error('seed the catalogue before the orders');
  // Returning customers: a pool about a third the size of the order count, some buying far more often.
  const pool = Array.from({ length: Math.max(50, Math.round(count / 3)) }, (_, i) => customerOf(i, r));
  const span = 730 * DAY;
  // Confirm times: more orders in recent months (a growing shop), sorted so ids follow them.
  const times = Array.from({ length: count }, () => now.getTime() - span * (1 - Math.sqrt(r())))
    .map((t) => Math.min(t, now.getTime() - 60_000))
    .sort((a, b) => a - b);
  const samples: SeededOrders['samples'] = { email: [], company: [], vat: [], number: [] };
  let lineCount = 0;
  let paymentCount = 0;
  let paymentSeq = 0;

  const plan = (confirmedMs: number): Planned => {
    const customer = pool[Math.floor(pool.length * r() ** 2)];
    const locale = customer.country === 'NL' || customer.country === 'BE' ? (r() < 0.9 ? 'nl' : 'en') : 'en';
    const ageH = (now.getTime() - confirmedMs) / HOUR;
    const confirmedAt = new Date(confirmedMs);
    const createdAt = new Date(confirmedMs - (5 + r() * 55) * 60_000);
    // Delivery: pickup in the Netherlands now and then; EU zone outside it; servers and laptops most.
    const d = r();
    const deliveryKey: keyof typeof DELIVERY_TYPES =
      customer.country !== 'NL'
        ? d < 0.9
          ? 'zoneEU'
          : 'dropShip'
        : d < 0.12
          ? 'pickup'
          : d < 0.62
            ? 'server'
            : d < 0.92
              ? 'laptop'
              : 'dropShip';
    const deliveryType = DELIVERY_TYPES[deliveryKey];
    const quickly = deliveryKey !== 'pickup' && r() < 0.06;
    const deliveryCost = DELIVERY_COSTS[deliveryType] + (quickly ? QUICKLY_FEE : 0);
    // Lines: 1–4 different products, mostly one unit.
    const n = 1 + Math.floor(r() ** 2 * 4);
    const chosen = new Map<number, (typeof catalogue)[number]>();
    while (chosen.size < n) {
      const p = catalogue[Math.floor(catalogue.length * r() ** 1.5)];
      chosen.set(p.id, p);
    }
    const lines = [...chosen.values()].map((p) => ({
      productId: p.id,
      quantity: r() < 0.8 ? 1 : 2 + Math.floor(r() * 4),
      unitPrice: p.price,
      name: locale === 'nl' ? p.nameNl : p.nameEn,
      article: p.article,
      addedAt: createdAt,
    }));
    const coupon = r() < 0.03 ? { code: 'WELKOM10', percent: 10, amount: null } : null;
    const vatMode = customer.reverseCharge ? 'reverse_charge' : 'standard';
    const prices = computePrices({
      lines: lines.map((l) => ({ price: l.unitPrice, quantity: l.quantity })),
      coupon,
      statusDiscount: customer.statusDiscount,
      deliveryCost,
      vatRate: 21,
      vatMode,
    });
    // Payment method: iDEAL most; cash on pickup with pickup; on account for some businesses.
    const m = r();
    const method =
      deliveryKey === 'pickup' && m < 0.6
        ? 'cashpickup'
        : customer.business && m < 0.15
          ? 'oprekening'
          : customer.country === 'BE' && m < 0.5
            ? 'bancontact'
            : customer.country === 'DE' && m < 0.4
              ? 'sofort'
              : m < 0.65
                ? 'ideal'
                : m < 0.8
                  ? 'creditcard'
                  : m < 0.92
                    ? 'paypal'
                    : 'applepay';
    const online = method !== 'cashpickup' && method !== 'oprekening';
    const at = (ms: number) => new Date(Math.min(confirmedMs + ms, now.getTime() - 1000));

    // The payment side, by age: online payments are paid within minutes, left (expired after 24 h) or
    // canceled; cash and on-account orders wait for staff to accept them (expired after 72 h without).
    let status: OrderInsert['status'] = 'paid';
    let paidAt: Date | null = null;
    let acceptedAt: Date | null = null;
    let canceledAt: Date | null = null;
    let staffFlag: OrderInsert['staffFlag'] = null;
    const s = r();
    if (online) {
      if (ageH < 24) status = s < 0.85 ? 'paid' : s < 0.97 ? 'pending' : 'canceled';
      else status = s < 0.905 ? 'paid' : s < 0.965 ? 'expired' : 'canceled';
      if (status === 'paid') paidAt = at((1 + r() * 10) * 60_000);
      if (status === 'expired' && r() < 0.01) staffFlag = 'paid_after_cancel';
    } else if (ageH < 72) {
      status = s < 0.8 ? 'pending' : 'paid';
      if (s < 0.5 || status === 'paid') acceptedAt = at((0.5 + r() * 4) * HOUR);
      if (status === 'paid') paidAt = at((1 + r() * 40) * HOUR);
    } else {
      status = s < 0.1 ? 'expired' : s < 0.14 ? 'canceled' : 'paid';
      if (status === 'paid') {
        acceptedAt = at((0.5 + r() * 4) * HOUR);
        paidAt = at((method === 'oprekening' ? 14 + r() * 16 : 1 + r() * 3) * DAY);
        // Not paid yet (an invoice still within its term): accepted and waiting.
        if (paidAt.getTime() >= now.getTime() - 1000) {
          status = 'pending';
          paidAt = null;
        }
      }
    }
    if (status === 'canceled') canceledAt = at((0.2 + r() * 20) * HOUR);

    // The work on it, by age, once it is paid or accepted.
    let fulfilment: OrderInsert['fulfilment'] = 'new';
    let shippedAt: Date | null = null;
    let deliveredAt: Date | null = null;
    let carrier: string | null = null;
    let trackingCode: string | null = null;
    if ((status === 'paid' || (status === 'pending' && acceptedAt)) && !staffFlag) {
      const f = r();
      if (deliveryKey === 'pickup')
        fulfilment =
          ageH < 4
            ? 'new'
            : ageH < 48
              ? f < 0.5
                ? 'processing'
                : 'new'
              : f < 0.99
                ? 'delivered'
                : 'on_hold';
      else if (ageH < 6) fulfilment = f < 0.7 ? 'new' : 'processing';
      else if (ageH < 24) fulfilment = f < 0.2 ? 'new' : f < 0.8 ? 'processing' : 'shipped';
      else if (ageH < 96) fulfilment = f < 0.15 ? 'processing' : f < 0.85 ? 'shipped' : 'delivered';
      else if (ageH < 240) fulfilment = f < 0.3 ? 'shipped' : 'delivered';
      else fulfilment = f < 0.98 ? 'delivered' : f < 0.995 ? 'shipped' : 'on_hold';
      if (fulfilment === 'shipped' || fulfilment === 'delivered') {
        if (deliveryKey !== 'pickup') {
          shippedAt = at((6 + r() * 30) * HOUR);
          carrier = r() < 0.9 ? pick(CARRIERS) : null;
          trackingCode = carrier
            ? `${carrier === 'PostNL' ? '3S' : carrier.slice(0, 2).toUpperCase()}${digits(r, 12)}`
            : null;
        }
        if (fulfilment === 'delivered')
          deliveredAt = at(deliveryKey === 'pickup' ? (4 + r() * 44) * HOUR : (30 + r() * 60) * HOUR);
      }
    }
    const updatedAt = new Date(
      Math.max(
        confirmedMs,
        ...[paidAt, acceptedAt, canceledAt, shippedAt, deliveredAt].map((x) => x?.getTime() ?? 0),
      ),
    );

    // Our record of the provider's payments: one, or a failed try before the one that counts.
    const paymentRows: Planned['payments'] = [];
    if (online) {
      const amount = prices.priceFullWithNDS;
      const payment = (status: string, createdMs: number): Planned['payments'][number] => ({
        id: `tr_bench${(paymentSeq++).toString(36).padStart(7, '0')}`,
        provider: 'mollie',
        method,
        amount,
        status,
        checkoutUrl: null,
        createdAt: new Date(createdMs),
        updatedAt: new Date(createdMs + 5 * 60_000),
      });
      if (r() < 0.05) paymentRows.push(payment('failed', confirmedMs));
      paymentRows.push(
        payment(
          status === 'paid' || staffFlag ? 'paid' : status === 'pending' ? 'open' : status,
          confirmedMs + paymentRows.length * 120_000,
        ),
      );
    }

    const vies = customer.reverseCharge
      ? {
          countryCode: customer.address.btw.slice(0, 2),
          vatNumber: customer.address.btw.slice(2),
          valid: true,
          requestDate: confirmedAt.toISOString().slice(0, 10),
          requestIdentifier: `WAPIAAAA${randomHex(r, 8).toUpperCase()}`,
          name: customer.address.username.toUpperCase(),
          address: `${customer.address.address} ${customer.address.house}, ${customer.address.postcode} ${customer.address.region}`,
          checkedAt: new Date(confirmedMs - 60_000).toISOString(),
        }
      : null;
    return {
      order: {
        uid: randomHex(r, 32),
        customerId: null,
        status,
        locale,
        coupon: coupon?.code ?? null,
        paymentAddress: customer.address,
        vatMode,
        vies,
        deliveryType,
        deliveryOptions: quickly ? ['quickly'] : [],
        deliveryCost,
        deliveryForm: {},
        paymentMethod: method,
        testMode: false,
        totals: { ...prices },
        vatRate: prices.vatRate,
        confirmedAt,
        paidAt,
        mailSentAt: new Date(confirmedMs + 30_000),
        canceledAt,
        acceptedAt,
        staffFlag,
        fulfilment,
        carrier,
        trackingCode,
        shippedAt,
        deliveredAt,
        createdAt,
        updatedAt,
      },
      lines,
      payments: paymentRows,
    };
  };

  const ORDER_KEYS = [
    'uid',
    'customerId',
    'status',
    'locale',
    'coupon',
    'paymentAddress',
    'vatMode',
    'vies',
    'deliveryType',
    'deliveryOptions',
    'deliveryCost',
    'deliveryForm',
    'paymentMethod',
    'testMode',
    'totals',
    'vatRate',
    'confirmedAt',
    'paidAt',
    'mailSentAt',
    'canceledAt',
    'acceptedAt',
    'staffFlag',
    'fulfilment',
    'carrier',
    'trackingCode',
    'shippedAt',
    'deliveredAt',
    'createdAt',
    'updatedAt',
  ] as const;
  // The search's trigram index takes a bulk load far faster through a pending list that is merged once
  // at the end (as `vacuum` would) than entry by entry (≈ 38 s against ≈ 13 s for 100,000 orders on
  // PostgreSQL); then it is back to how the shop runs it (lib/db/schema/orders.ts).
  await db.execute(sql`alter index orders_search_idx set (fastupdate = on)`);
  const BATCH = 2_000;
  const sampleEvery = Math.max(1, Math.floor(count / 400));
  let seen = 0;
  for (let start = 0; start < count; start += BATCH) {
    const batch = times.slice(start, start + BATCH).map(plan);
    const ids = await insertUnnest(
      db,
      orders,
      batch.map((b) => b.order),
      ORDER_KEYS,
      ['id', 'uid'],
    );
    const idOf = new Map(ids.map((x) => [x.uid as string, Number(x.id)]));
    const lineRows: LineInsert[] = [];
    const paymentRows: PaymentInsert[] = [];
    for (const b of batch) {
      const orderId = idOf.get(b.order.uid)!;
      for (const l of b.lines) lineRows.push({ ...l, orderId });
      for (const p of b.payments) paymentRows.push({ ...p, orderId });
      // Some 400 orders spread over the history give the benchmark something to search for.
      if (seen++ % sampleEvery === 0) {
        const a = b.order.paymentAddress!;
        samples.number.push(orderId);
        samples.email.push(a.email);
        if (a.username) samples.company.push(a.username);
        if (a.btw) samples.vat.push(a.btw);
      }
    }
    await insertUnnest(db, orderLines, lineRows, [
      'orderId',
      'productId',
      'quantity',
      'unitPrice',
      'name',
      'article',
      'addedAt',
    ]);
    await insertUnnest(db, payments, paymentRows, [
      'id',
      'orderId',
      'provider',
      'method',
      'amount',
      'status',
      'checkoutUrl',
      'createdAt',
      'updatedAt',
    ]);
    lineCount += lineRows.length;
    paymentCount += paymentRows.length;
  }
  await db.execute(sql`alter index orders_search_idx set (fastupdate = off)`);
  await db.execute(sql`select gin_clean_pending_list('orders_search_idx'::regclass)`);
  return {
    orders: count,
    lines: lineCount,
    payments: paymentCount,
    seconds: Math.round((Date.now() - started) / 100) / 10,
    samples,
  };
}

function randomHex(r: () => number, n: number): string {
  let s = '';
  while (s.length < n)
    s += Math.floor(r() * 0x100000000)
      .toString(16)
      .padStart(8, '0');
  return s.slice(0, n);
}

/** A staff account with a known password and TOTP secret, for the benchmark's logged-in calls. */
export async function createBenchStaff(): Promise<{ email: string; password: string; totpSecret: string }> {
  const email = `bench-staff-${randomBytes(4).toString('hex')}@example.test`;
  const password = randomBytes(12).toString('base64url');
  // A base32 secret of 20 random bytes (what an authenticator app takes).
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const totpSecret = Array.from(randomBytes(32), (b) => alphabet[b & 31]).join('');
  await createCustomer({ email, password, name: 'Bench Staff', role: 'staff', totpSecret });
  return { email, password, totpSecret };
}

/** For the seed's log line: how the order history turned out. */
export async function orderMix(db: Db): Promise<Record<string, number>> {
  const rows = (await db.execute(
    sql`select status || '/' || fulfilment as k, count(*)::int as n from orders where confirmed_at is not null group by 1 order by 2 desc`,
  )) as unknown as { rows: { k: string; n: number }[] };
  return Object.fromEntries(rows.rows.map((x) => [x.k, x.n]));
}
