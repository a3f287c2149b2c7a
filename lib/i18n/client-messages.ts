import type { AbstractIntlMessages } from 'next-intl';

/**
 * The messages client components may need on any page, as namespaces or `namespace.key` paths. Every
 * page's RSC payload carries these (inline in the HTML), so route-specific texts stay out of it: those
 * routes add theirs with `<ClientMessages add={…}>` (components/i18n/client-messages.tsx). Namespaces
 * only server components read (footer, meta, documents, …) never reach the client. The e2e tests fail
 * on a MISSING_MESSAGE in the browser console, so a component rendered outside its route's subset shows up.
 */
export const SHARED_CLIENT_MESSAGES = [
  // The mobile menu's account tab: login form, portal links, form-kit's required/optional marks.
  'accounts.login',
  'accounts.mobile',
  'accounts.portal',
  'accounts.optional',
  'accounts.requiredMark',
  'accounts.validation',
  // The login form's second step (code, or staff's TOTP enrolment).
  'accounts.twoFactor',
  // Keys that forms translate from zod issues and API errors (root `t`).
  'api',
  'errors',
  'formRules',
  'validation',
  'cart',
  'catalogList',
  'catalogProduct',
  'catalogSearch',
  'chat',
  'condition',
  'contactForm',
  'cookies',
  'faqPage',
  'header',
  'home',
  'language',
  'mobileMenu',
  'newsletter',
  'notify',
  'offline',
  'preOrder',
  'product',
  'productGroups',
  'shopReviews',
  'toolbar',
] as const;

/** What routes add to the shared messages for their client components. */
export const ROUTE_CLIENT_MESSAGES = {
  account: ['accounts'],
  checkout: ['checkout', 'accounts'],
  configurator: ['configurator'],
  staffChat: ['staffChat'],
  reviewModeration: ['reviewModeration'],
  staffOrders: ['backoffice'],
  // The invitation link's page, opened before the invitee has an account (no staff layout texts).
  staffInvite: ['backoffice.team'],
  testPay: ['testPay'],
} as const satisfies Record<string, readonly string[]>;

/** The part of `all` at the given paths (`ns` or `ns.key`; nested objects are copied by reference). */
export function pickMessages(all: AbstractIntlMessages, paths: readonly string[]): AbstractIntlMessages {
  const out: AbstractIntlMessages = {};
  for (const path of paths) {
    const [ns, key] = path.split('.', 2);
    const source = all[ns];
    if (source === undefined) continue;
    if (key === undefined || typeof source === 'string') {
      out[ns] = source;
      continue;
    }
    const value = source[key];
    if (value === undefined) continue;
    const target = out[ns];
    // A whole namespace already picked holds the key.
    if (target !== undefined && target === source) continue;
    out[ns] = { ...(typeof target === 'object' ? target : {}), [key]: value };
  }
  return out;
}
