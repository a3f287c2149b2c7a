/** The back office's inbox, newsletter list and dashboard: API answers for the server and the screens. */

/** Contact form messages, pre-order requests and chats left while nobody was online. */
export const INBOX_KINDS = ['contact', 'preorder', 'chat'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export const INBOX_STATUSES = ['new', 'answered', 'closed'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

export interface InboxPerson {
  id: number;
  name: string;
}

/** One row of GET /api/staff/inbox. */
export interface InboxRow {
  kind: InboxKind;
  id: number;
  name: string;
  email: string;
  /** The message's text (a chat: the shopper's last message), cut for the list. */
  excerpt: string;
  locale: string;
  status: InboxStatus;
  assignee: InboxPerson | null;
  receivedAt: string;
  /** A pre-order's product, in the staff member's language. */
  product: { id: number; name: string } | null;
  replies: number;
}

export interface InboxList {
  data: InboxRow[];
  meta: { total: number; page: number; perPage: number; lastPage: number };
}

/** An answer sent from the back office, kept with its message. */
export interface InboxReply {
  id: number;
  staffName: string;
  toEmail: string;
  subject: string;
  body: string;
  locale: string;
  createdAt: string;
  /** Null while the mail is on its way (or when sending it failed and it was not retried). */
  sentAt: string | null;
  mailId: string | null;
}

/** A chat message of a conversation in the inbox. */
export interface InboxChatLine {
  id: number;
  sender: 'shopper' | 'staff';
  staffName: string | null;
  body: string;
  fileName: string | null;
  at: string;
}

/** What happened to a message in the back office (from the audit log), oldest first. */
export interface InboxEvent {
  at: string;
  actor: string;
  action: string;
  data: Record<string, unknown> | null;
}

/** GET /api/staff/inbox/:kind/:id. */
export interface InboxDetail {
  kind: InboxKind;
  id: number;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  /** The message as sent (a chat: its messages are in `conversation`). */
  text: string;
  locale: string;
  status: InboxStatus;
  assignee: InboxPerson | null;
  receivedAt: string;
  /** A pre-order's product and quantity; `path` is the shop's product page (without locale prefix). */
  product: { id: number; name: string; article: string; path: string } | null;
  quantity: number | null;
  /** The customer account with the message's e-mail address (its page is /staff/customers/:id). */
  customer: { id: number; name: string; customerNumber: string } | null;
  conversation: InboxChatLine[];
  replies: InboxReply[];
  events: InboxEvent[];
}

/** POST …/reply, …/status, …/assign: the message as it is now (`repeated`: it was already so). */
export interface InboxChange {
  repeated: boolean;
  item: InboxDetail;
}

/** Staff accounts a message can be assigned to. */
export interface InboxAssignee {
  id: number;
  name: string;
  email: string;
}

/** One row of GET /api/staff/subscribers (confirmed newsletter subscribers). */
export interface SubscriberRow {
  id: number;
  email: string;
  name: string;
  locale: string;
  confirmedAt: string;
}

export interface SubscriberList {
  data: SubscriberRow[];
  meta: { total: number; page: number; perPage: number; lastPage: number };
}

/** Orders and revenue of a period (amounts in cents, from the totals frozen at confirm). */
export interface DashboardFigures {
  orders: number;
  revenueExclVat: number;
  revenueInclVat: number;
  /** Revenue ÷ orders, rounded to the cent; 0 without orders. */
  averageExclVat: number;
  averageInclVat: number;
}

export interface DashboardPeriod extends DashboardFigures {
  /** The first day of the period (YYYY-MM-DD, Europe/Amsterdam). */
  from: string;
  /** Test-mode orders of the period: not in the figures above. */
  test: { orders: number; revenueExclVat: number; revenueInclVat: number };
}

export interface DashboardProduct {
  id: number;
  name: string;
  article: string;
  quantity: number;
  /** The shop's product page (without locale prefix). */
  path: string;
}

/** GET /api/staff/dashboard. */
export interface Dashboard {
  timeZone: 'Europe/Amsterdam';
  /** Today (YYYY-MM-DD) as the shop's clock says. */
  today: DashboardPeriod;
  /** This week, from Monday up to and including today. */
  week: DashboardPeriod;
  /** Paid or accepted orders not shipped yet (new, processing, on hold), test orders included. */
  waitingForShipment: { total: number; test: number };
  lowStock: {
    /** Low means 1 up to and including this many in stock. */
    threshold: number;
    lowCount: number;
    soldOutCount: number;
    /** The lowest first, at most 10 of each. */
    low: DashboardProduct[];
    soldOut: DashboardProduct[];
  };
  /** Inbox messages nobody answered or closed yet. */
  unanswered: number;
  /** The last 14 days, oldest first, today last (test orders not counted). */
  days: { day: string; orders: number; revenueExclVat: number; revenueInclVat: number }[];
}
