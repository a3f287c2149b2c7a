import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { requireStaffPage, routeId } from '@/features/backoffice/server/pages';
import { inboxDetail, listAssignees } from '@/features/backoffice/server/inbox';
import { INBOX_KINDS, type InboxEvent, type InboxKind } from '@/features/backoffice/inbox-model';
import { InboxReplyForm } from '@/features/backoffice/components/inbox-reply-form';
import { InboxControls } from '@/features/backoffice/components/inbox-controls';
import { PageHead } from '../../../../_shared/page-head';

type Props = { params: Promise<{ locale: string; kind: string; id: string }> };

const kindOf = (raw: string): InboxKind | null =>
  (INBOX_KINDS as readonly string[]).includes(raw) ? (raw as InboxKind) : null;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, kind } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'backoffice.inbox' });
  const k = kindOf(kind);
  return { title: k ? t(`kinds.${k}`) : t('title'), robots: { index: false } };
}

/**
 * Staff page: one inbox message — the sender, the customer account with that address, the product of a
 * pre-order, the message (a chat: its conversation), the replies sent, a reply form, its status and
 * assignee, and what staff did with it. Anyone but staff gets the 404 page.
 */
export default async function StaffInboxMessagePage({ params }: Props) {
  const { locale: l, kind: rawKind, id: rawId } = await params;
  const locale = l as Locale;
  setRequestLocale(locale);
  const staff = await requireStaffPage();
  const kind = kindOf(rawKind);
  const id = routeId(rawId);
  const [item, assignees] = await Promise.all([
    kind && id ? inboxDetail(kind, id, locale) : null,
    listAssignees(),
  ]);
  if (!item) notFound();
  const t = await getTranslations({ locale, namespace: 'backoffice.inbox' });
  const date = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  });
  const language = item.locale === 'en' ? t('languages.en') : t('languages.nl');
  const nameOf = (staffId: unknown) =>
    assignees.find((a) => a.id === staffId)?.name ?? (staffId ? `#${String(staffId)}` : t('nobody'));
  const eventText = (e: InboxEvent) => {
    const to = e.data?.to;
    if (
      e.action === 'status' &&
      typeof to === 'string' &&
      (to === 'new' || to === 'answered' || to === 'closed')
    )
      return t('detail.events.status', { actor: e.actor, to: t(`statuses.${to}`) });
    if (e.action === 'assign')
      return to === null || to === undefined
        ? t('detail.events.unassign', { actor: e.actor })
        : t('detail.events.assign', { actor: e.actor, to: nameOf(to) });
    return t('detail.events.reply', { actor: e.actor });
  };
  const rows: [string, ReactNode][] = [
    [t('detail.name'), item.name || '—'],
    [
      t('detail.email'),
      item.email ? (
        <a href={`mailto:${item.email}`} className="link break-all">
          {item.email}
        </a>
      ) : (
        '—'
      ),
    ],
  ];
  if (item.phone) rows.push([t('detail.phone'), item.phone]);
  if (item.company) rows.push([t('detail.company'), item.company]);
  rows.push([t('detail.language'), language]);
  rows.push([
    t('detail.customer'),
    item.customer ? (
      <Link href={`/staff/customers/${item.customer.id}`} className="link" data-testid="inbox-customer-link">
        {t('detail.customerLink', {
          name: item.customer.name || item.email,
          number: item.customer.customerNumber,
        })}
      </Link>
    ) : (
      <span className="text-slate-600">{t('detail.noCustomer')}</span>
    ),
  ]);
  if (item.product) {
    rows.push([
      t('detail.product'),
      <Link key="product" href={item.product.path} className="link" data-testid="inbox-product-link">
        {item.product.name} ({item.product.article})
      </Link>,
    ]);
    rows.push([t('detail.quantity'), String(item.quantity ?? '—')]);
  }
  return (
    <div className="container-shop py-8">
      <p className="mb-2 text-sm">
        <Link href="/staff/inbox" className="link">
          {t('detail.back')}
        </Link>
      </p>
      <PageHead
        title={t('detail.title', { kind: t(`kinds.${item.kind}`), name: item.name || item.email })}
        intro={t('detail.received', { date: date.format(new Date(item.receivedAt)) })}
      />
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          <section className="card p-4 text-sm" aria-labelledby="inbox-sender-title">
            <h2 id="inbox-sender-title" className="mb-2 text-lg font-semibold">
              {t('detail.sender')}
            </h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1" data-testid="inbox-sender">
              {rows.map(([k, v]) => (
                <div key={k} className="contents">
                  <dt className="text-slate-600">{k}</dt>
                  <dd>{v}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section className="card p-4" aria-labelledby="inbox-message-title">
            <h2 id="inbox-message-title" className="mb-2 text-lg font-semibold">
              {item.kind === 'chat' ? t('detail.conversation') : t('detail.message')}
            </h2>
            {item.kind === 'chat' ? (
              <ol className="space-y-3 text-sm" data-testid="inbox-conversation">
                {item.conversation.map((line) => (
                  <li
                    key={line.id}
                    className={`rounded-md p-3 ${line.sender === 'shopper' ? 'bg-slate-50' : 'ml-8 bg-brand-50'}`}
                  >
                    <p className="mb-1 text-xs text-slate-600">
                      {line.sender === 'shopper'
                        ? t('detail.shopper')
                        : t('detail.staffMember', { name: line.staffName ?? '' })}{' '}
                      · <time dateTime={line.at}>{date.format(new Date(line.at))}</time>
                    </p>
                    {line.body ? <p className="whitespace-pre-line">{line.body}</p> : null}
                    {line.fileName ? (
                      <p className="text-slate-700">{t('detail.file', { name: line.fileName })}</p>
                    ) : null}
                  </li>
                ))}
              </ol>
            ) : (
              <p className="whitespace-pre-line text-sm" data-testid="inbox-text">
                {item.text || t('detail.noText')}
              </p>
            )}
          </section>
          <section className="card p-4" aria-labelledby="inbox-replies-title">
            <h2 id="inbox-replies-title" className="mb-2 text-lg font-semibold">
              {t('detail.replies')}
            </h2>
            {item.replies.length ? (
              <ol className="mb-4 space-y-3 text-sm" data-testid="inbox-replies">
                {item.replies.map((r) => (
                  <li key={r.id} className="rounded-md border border-slate-200 p-3" data-testid="inbox-reply">
                    <p className="mb-1 text-xs text-slate-600">
                      {t('detail.replyMeta', {
                        name: r.staffName,
                        date: date.format(new Date(r.sentAt ?? r.createdAt)),
                        email: r.toEmail,
                      })}
                      {r.sentAt ? null : <> · {t('detail.notSent')}</>}
                    </p>
                    <p className="font-medium">{r.subject}</p>
                    <p className="whitespace-pre-line">{r.body}</p>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="mb-4 text-sm">{t('detail.noReplies')}</p>
            )}
            <h3 className="mb-2 text-base font-semibold">{t('reply.title')}</h3>
            <InboxReplyForm kind={item.kind} id={item.id} email={item.email} language={language} />
          </section>
        </div>
        <div className="space-y-6">
          <div className="card p-4">
            <InboxControls
              kind={item.kind}
              id={item.id}
              status={item.status}
              assigneeId={item.assignee?.id ?? null}
              me={staff.id}
              staff={assignees}
            />
          </div>
          <section className="card p-4 text-sm" aria-labelledby="inbox-history-title">
            <h2 id="inbox-history-title" className="mb-2 text-lg font-semibold">
              {t('detail.history')}
            </h2>
            {item.events.length ? (
              <ol className="space-y-1" data-testid="inbox-history">
                {item.events.map((e, i) => (
                  <li key={i}>
                    <time dateTime={e.at} className="text-slate-600">
                      {date.format(new Date(e.at))}
                    </time>{' '}
                    · {eventText(e)}
                  </li>
                ))}
              </ol>
            ) : (
              <p>{t('detail.noHistory')}</p>
            )}
          </section>
        </div>
      </div>
    </div>
  );
}
