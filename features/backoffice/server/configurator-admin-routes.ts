import 'server-only';
import { Hono } from 'hono';
import { validate, type ApiEnv } from '@/lib/api/app';
import { ApiError } from '@/lib/api/errors';
import { translateMessage } from '@/lib/i18n/translate';
import type { Locale } from '@/lib/i18n/routing';
import {
  configurationDraftSchema,
  configurationSaveSchema,
  configuratorProductParam,
} from '../configurator-schemas';
import {
  checkDraft,
  getConfiguration,
  saveConfiguration,
  type ConfiguratorRefusal,
} from './configurator-admin';
import { staffOnly } from './staff';

const when = (locale: Locale, iso: string) =>
  new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'Europe/Amsterdam',
  }).format(new Date(iso));

/** A refused configuration as its HTTP error: 404, 409 naming who changed it when, or 422 with the reasons. */
function refused(locale: Locale, r: ConfiguratorRefusal) {
  const t = (key: string, values?: Record<string, string>) =>
    translateMessage(locale, `backoffice.configurator.${key}`, values);
  if (r.refusal === 'notFound') return new ApiError(404, translateMessage(locale, 'errors.notFound'));
  if (r.refusal === 'notConfigurable') return new ApiError(404, t('refused.notConfigurable'));
  if (r.refusal === 'stale')
    return new ApiError(409, t('refused.stale', { by: r.by ?? t('someone'), at: when(locale, r.at) }));
  const groups = Object.keys(r.errors).some((k) => /^groups\.\d+$/.test(k));
  return new ApiError(
    422,
    groups ? t('refused.rules') : translateMessage(locale, 'errors.invalidData'),
    r.errors,
  );
}

/**
 * The back office's configurator editor (staff with a verified second factor only): a configurable
 * product's platform facts, option groups and values; a preview of the draft as the shop builds it; and
 * the save, checked with the shop's own rules, stale forms refused.
 */
export const configuratorAdminRoutes = new Hono<ApiEnv>()
  .get(
    '/api/staff/products/:id/configurator',
    staffOnly,
    validate('param', configuratorProductParam),
    async (c) => {
      const outcome = await getConfiguration(c.req.valid('param').id);
      if (!outcome.ok) throw refused(c.get('locale'), outcome);
      return c.json({ configuration: outcome.configuration });
    },
  )
  .post(
    '/api/staff/products/:id/configurator/preview',
    staffOnly,
    validate('param', configuratorProductParam),
    validate('json', configurationDraftSchema),
    async (c) => {
      const locale = c.get('locale');
      const outcome = await checkDraft(c.req.valid('param').id, c.req.valid('json'), locale);
      if (!outcome.ok) throw refused(locale, outcome);
      return c.json({ data: outcome.data });
    },
  )
  .put(
    '/api/staff/products/:id/configurator',
    staffOnly,
    validate('param', configuratorProductParam),
    validate('json', configurationSaveSchema),
    async (c) => {
      const locale = c.get('locale');
      const outcome = await saveConfiguration(
        c.req.valid('param').id,
        c.req.valid('json'),
        c.get('staff'),
        locale,
      );
      if (!outcome.ok) throw refused(locale, outcome);
      return c.json({ configuration: outcome.configuration, changed: outcome.changed });
    },
  );
