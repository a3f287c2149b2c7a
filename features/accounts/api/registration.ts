import { portalApi } from '@/lib/http/client';
import type { RegisterAnswer } from '../model';
import type { SettingsInput } from '../schemas';

/** Builds the multipart body: the fields as JSON in `data`, the logo file beside it. */
function formWith(data: unknown, logo: File | null | undefined): FormData {
  const form = new FormData();
  form.set('data', JSON.stringify(data));
  if (logo) form.set('logo', logo);
  return form;
}

/** POST /customer/register: the whole registration of both steps, with the optional logo. */
export async function register(data: Record<string, unknown>, logo: File | null): Promise<RegisterAnswer> {
  return (await portalApi.post<RegisterAnswer>('/customer/register', formWith(data, logo), { silent: true }))
    .data;
}

/** POST /customer/register/setting: delivery availability, newsletter and a new logo. */
export async function saveSettings(
  data: SettingsInput,
  logo: File | null,
): Promise<{ message: string; logoPath: string | null }> {
  return (await portalApi.post('/customer/register/setting', formWith(data, logo), { silent: true })).data;
}
