/** The cookie that keeps the visitor's cookie choice ('all' or 'necessary'), for a year. */
export const CONSENT_COOKIE = 'cookie_consent';
export const CONSENT_MAX_AGE = 31536000;
