/**
 * A toast's text: as it is, or a message key from the root ('cart.added') with its values, translated by
 * the toasts (./notifications.tsx) — so that code on the pages' first load, which carries no next-intl,
 * can send texts it cannot format itself.
 */
export type NoticeText = string | { key: string; values?: Record<string, string | number> };

export type Notice = {
  kind: 'success' | 'error' | 'warning' | 'info';
  title: NoticeText;
  description?: NoticeText;
  /** Notices with the same id replace each other (one change seen by the cart and the page: one toast). */
  id?: string;
};

/** The window event a notice travels on, from `notify` to the toasts (./notifications.tsx). */
export const NOTIFY_EVENT = 'shop:notify';
