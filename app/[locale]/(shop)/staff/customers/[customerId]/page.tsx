import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { formatEuro } from '@/lib/money';
import { translateIfKey } from '@/lib/i18n/message-key';
import { requireStaffPage, routeId } from '@/features/backoffice/server/pages';
import { customerDetail, ORDERS_SHOWN } from '@/features/backoffice/server/customers';
import { getStatusLevels } from '@/features/backoffice/server/coupons';
import {
  CustomerBlockToggle,
  CustomerErase,
  CustomerNoteForm,
  StatusDiscountForm,
} from '@/features/backoffice/components/customer-actions';
import type { StaffCustomerDetail } from '@/features/backoffice/customer-model';
import { PageHead } from '../../../_shared/page-head';

type Props = { params: Promise<{ locale: string; customerId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, customerId } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'backoffice.customers' });
  return { title: t('detail.title', { number: `#${customerId}` }), robots: { index: false } };
}

/** A definition list's rows: label and value, empty values left out. */
function Facts({ rows, testId }: { rows: [string, ReactNode, boolean?][]; testId?: string }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid={testId}>
      {rows
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value, mono]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className={mono ? 'break-all font-mono' : 'break-words'}>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

function Section({
  id,
  title,
  children,
  testId,
}: {
  id: string;
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section className="card space-y-3 p-4" aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Staff page: one customer. Account and registration details, addresses, orders, the VAT number's VIES
 * state (as recorded at the latest order; VIES is not asked), the status discount, notes, blocking, the
 * GDPR export and erasure, and the log of what staff did. Anyone but staff gets the 404 page, and so does
 * a staff account's id.
 */
export default async function StaffCustomerPage({ params }: Props) {
  const { locale: l, customerId: raw } = await params;
  const locale = l as Locale;
  setRequestLocale(locale);
  await requireStaffPage();
  const id = routeId(raw);
  const detail = id ? await customerDetail(id) : null;
  if (!detail) notFound();
  const [t, to, ta, tc, statusLevels] = await Promise.all([
    getTranslations({ locale, namespace: 'backoffice.customers' }),
    getTranslations({ locale, namespace: 'backoffice.orders' }),
    getTranslations({ locale, namespace: 'accounts' }),
    getTranslations({ locale, namespace: 'checkout' }),
    getStatusLevels(),
  ]);
  const { customer, profile, stats } = detail;
  const erased = customer.erasedAt !== null;
  const blocked = customer.blockedAt !== null;
  const dateTime = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Europe/Amsterdam' });
  const yesNo = (v: boolean) => (v ? t('detail.yes') : t('detail.no'));
  const country = (code: string) => translateIfKey(tc, `countries.${code}`);
  const state = erased ? 'erased' : blocked ? 'blocked' : 'active';
  return (
    <div className="container-shop py-8">
      <p className="mb-2 text-sm">
        <Link href="/staff/customers" className="link">
          {t('detail.back')}
        </Link>
      </p>
      <PageHead title={t('detail.title', { number: customer.customerNumber })}>
        <p className="text-slate-700">
          {erased ? (
            <span className="italic">{t('erasedName')}</span>
          ) : (
            <>
              {customer.name}
              {customer.companyName ? <> · {customer.companyName}</> : null}
            </>
          )}{' '}
          · {t('detail.since', { date: day.format(new Date(customer.createdAt)) })} ·{' '}
          <strong data-testid="staff-customer-state" data-state={state}>
            {t(`states.${state}`)}
          </strong>
        </p>
      </PageHead>
      {erased ? (
        <p className="card mb-6 border-amber-300 bg-amber-50 p-4 text-sm" data-testid="customer-erased">
          {t('erase.erased', { date: dateTime.format(new Date(customer.erasedAt!)) })}
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          <Section id="customer-account-title" title={t('detail.account')} testId="customer-account">
            <Facts
              rows={[
                [t('detail.name'), customer.name],
                [t('detail.company'), customer.companyName],
                [t('detail.email'), customer.email, true],
                [t('detail.phone'), customer.phone],
                [t('detail.type'), customer.business ? t('business') : t('consumer')],
                [t('detail.twoFactor'), yesNo(customer.twoFactor)],
              ]}
            />
          </Section>
          <Section id="customer-profile-title" title={t('detail.profile')} testId="customer-profile">
            {profile ? (
              <Facts
                rows={[
                  [
                    ta('fields.address'),
                    <>
                      {profile.address} {profile.house}
                      <br />
                      {profile.postcode} {profile.city}
                      <br />
                      {country(profile.country)}
                    </>,
                  ],
                  [ta('fields.mailbox'), profile.mailbox],
                  [ta('fields.category'), translateIfKey(ta, `categories.${profile.category}`)],
                  [ta('fields.kvk'), profile.kvk, true],
                  [ta('fields.btw'), profile.btw, true],
                  [ta('fields.invoiceEmail'), profile.invoiceEmail, true],
                  [ta('fields.mobile'), profile.mobile],
                  [ta('fields.bankAccount'), profile.bankAccount, true],
                  [
                    ta('fields.deliveryAvailability'),
                    `${translateIfKey(ta, `availability.${profile.deliveryAvailability}`)}${
                      profile.deliveryAvailability === 'specific' && profile.deliveryDays.length
                        ? `: ${profile.deliveryDays.map((d) => translateIfKey(ta, `days.${d}`)).join(', ')}`
                        : ''
                    }`,
                  ],
                  [ta('fields.noNeighbours'), yesNo(profile.noNeighbours)],
                  [t('detail.newsletter'), yesNo(profile.newsletter)],
                  [t('detail.termsAccepted'), dateTime.format(new Date(profile.termsAcceptedAt))],
                ]}
              />
            ) : (
              <p className="text-sm">{t('detail.noProfile')}</p>
            )}
            <h3 className="pt-2 font-semibold">{t('detail.addresses')}</h3>
            {detail.addresses.length ? (
              <ul className="space-y-2 text-sm" data-testid="customer-addresses">
                {detail.addresses.map((a) => (
                  <li key={a.id}>
                    <strong>{a.name}</strong>
                    <br />
                    {a.address} {a.house}, {a.postcode} {a.city}, {country(a.country)}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm">{t('detail.noAddresses')}</p>
            )}
          </Section>
          <Section id="customer-orders-title" title={t('detail.orders')} testId="customer-orders">
            <p className="text-sm text-slate-700">
              {t('detail.stats', { orders: stats.orders, spent: formatEuro(stats.spent, locale) })}
            </p>
            {detail.orders.length ? (
              <div className="overflow-x-auto">
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">
                    {stats.orders > ORDERS_SHOWN
                      ? t('detail.ordersShown', { shown: ORDERS_SHOWN, total: stats.orders })
                      : t('detail.orders')}
                  </caption>
                  <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
                    <tr>
                      <th scope="col" className="px-3 py-2">
                        {t('detail.orderColumns.number')}
                      </th>
                      <th scope="col" className="px-3 py-2">
                        {t('detail.orderColumns.date')}
                      </th>
                      <th scope="col" className="px-3 py-2">
                        {t('detail.orderColumns.status')}
                      </th>
                      <th scope="col" className="px-3 py-2 text-right">
                        {t('detail.orderColumns.totalNet')}
                      </th>
                      <th scope="col" className="px-3 py-2 text-right">
                        {t('detail.orderColumns.total')}
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-200">
                    {detail.orders.map((o) => (
                      <tr key={o.id} data-testid="customer-order-row">
                        <th scope="row" className="whitespace-nowrap px-3 py-2 font-normal">
                          <Link href={`/staff/orders/${o.id}`} className="link font-semibold">
                            {o.number}
                          </Link>
                          {o.testMode ? (
                            <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-slate-900">
                              {t('detail.testMode')}
                            </span>
                          ) : null}
                        </th>
                        <td className="whitespace-nowrap px-3 py-2">
                          {dateTime.format(new Date(o.confirmedAt))}
                        </td>
                        <td className="px-3 py-2">{to(`statuses.${o.status}`)}</td>
                        <td className="px-3 py-2 text-right tabular-nums">
                          {formatEuro(o.totalExclVat, locale)}
                        </td>
                        <td className="px-3 py-2 text-right font-semibold tabular-nums">
                          {formatEuro(o.totalInclVat, locale)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                {stats.orders > ORDERS_SHOWN ? (
                  <p className="mt-2 text-xs text-slate-600">
                    {t('detail.ordersShown', { shown: ORDERS_SHOWN, total: stats.orders })}
                  </p>
                ) : null}
              </div>
            ) : (
              <p className="text-sm">{t('detail.noOrders')}</p>
            )}
          </Section>
          <VatState detail={detail} locale={locale} />
          <Section id="customer-notes-title" title={t('detail.notes')} testId="customer-notes">
            {detail.notes.length ? (
              <ol className="space-y-3 text-sm" data-testid="customer-note-list">
                {detail.notes.map((n) => (
                  <li key={n.id}>
                    <p className="text-slate-600">
                      {t('notes.by', { author: n.author, date: dateTime.format(new Date(n.at)) })}
                    </p>
                    <p className="whitespace-pre-line">{n.body}</p>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="text-sm">{t('notes.empty')}</p>
            )}
            {erased ? null : <CustomerNoteForm customerId={customer.id} />}
          </Section>
          <Section id="customer-audit-title" title={t('detail.audit')} testId="customer-audit">
            {detail.audit.length ? (
              <ol className="space-y-2 text-sm" data-testid="customer-audit-list">
                {detail.audit.map((e) => {
                  const data = e.data as { from?: number; to?: number } | null;
                  return (
                    <li key={e.id}>
                      <span className="text-slate-600">{dateTime.format(new Date(e.at))}</span> ·{' '}
                      <strong>{translateIfKey(t, `audit.actions.${e.action}`)}</strong>{' '}
                      {e.action === 'statusDiscount' && data ? (
                        <>({t('audit.discountChange', { from: data.from ?? 0, to: data.to ?? 0 })}) </>
                      ) : null}
                      {t('audit.by', { actor: e.actorName })}
                    </li>
                  );
                })}
              </ol>
            ) : (
              <p className="text-sm">{t('audit.empty')}</p>
            )}
          </Section>
        </div>
        <div className="space-y-6">
          <Section
            id="customer-discount-title"
            title={t('discount.title')}
            testId="customer-discount-section"
          >
            <p className="text-sm" data-testid="customer-discount-current">
              {t('discount.current', { percent: customer.statusDiscount })}
            </p>
            {erased ? null : (
              <StatusDiscountForm
                customerId={customer.id}
                percent={customer.statusDiscount}
                levels={statusLevels.levels}
              />
            )}
          </Section>
          {erased ? null : (
            <Section id="customer-access-title" title={t('detail.access')} testId="customer-access">
              <p className="text-sm" data-testid="customer-block-state">
                {blocked
                  ? t('block.blocked', { date: dateTime.format(new Date(customer.blockedAt!)) })
                  : t('block.active')}
              </p>
              <CustomerBlockToggle customerId={customer.id} blocked={blocked} />
            </Section>
          )}
          <Section id="customer-privacy-title" title={t('detail.privacy')} testId="customer-privacy">
            <p>
              <a
                href={`/api/portal/api/staff/customers/${customer.id}/export`}
                className="btn-secondary"
                download
                aria-describedby="customer-export-hint"
                data-testid="customer-export"
              >
                {t('export.link')}
              </a>
            </p>
            <p id="customer-export-hint" className="text-xs text-slate-600">
              {t('export.hint')}
            </p>
            {erased ? null : (
              <CustomerErase customerId={customer.id} customerNumber={customer.customerNumber} />
            )}
          </Section>
        </div>
      </div>
    </div>
  );
}

/**
 * The VIES state of the customer's VAT number, as the latest order with it recorded (the page never
 * asks VIES): the decision and, for reverse charge, the consultation kept as evidence.
 */
async function VatState({ detail, locale }: { detail: StaffCustomerDetail; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'backoffice.customers.vat' });
  const vat = detail.vat;
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Europe/Amsterdam' });
  const rows: [string, ReactNode, boolean?][] = [];
  if (vat.state !== 'none') rows.push([t('number'), vat.number, true]);
  rows.push([
    t('state'),
    <span key="state" data-state={vat.state} data-testid="customer-vat-state">
      {t(`states.${vat.state}`)}
    </span>,
  ]);
  if (vat.state === 'valid' || vat.state === 'unverified' || vat.state === 'domestic') {
    rows.push([
      t('order'),
      <Link key="order" href={`/staff/orders/${vat.orderId}`} className="link">
        {t('orderOn', { number: vat.orderNumber, date: day.format(new Date(vat.at)) })}
      </Link>,
    ]);
    if (vat.vies) {
      rows.push([t('viesName'), vat.vies.name]);
      rows.push([t('viesAddress'), vat.vies.address]);
      rows.push([t('viesId'), vat.vies.requestIdentifier, true]);
      rows.push([t('viesDate'), vat.vies.date]);
    }
  }
  return (
    <Section id="customer-vat-title" title={t('title')} testId="customer-vat">
      <Facts rows={rows} />
      <p className="text-xs text-slate-600">{t('hint')}</p>
    </Section>
  );
}
