'use client';

import type { useLocale as UseLocale, useTranslations as UseTranslations } from 'next-intl';

/**
 * next-intl's hooks for client components, without next-intl's code. Client components import
 * `useTranslations` and `useLocale` from here, not from 'next-intl': Turbopack copies a module that is
 * not on the page's first load into every chunk that loads later and imports it, so next-intl (≈ 3.5 kB)
 * would come again with each island, dialog and panel. Here it is one module (./intl-runtime.tsx),
 * loaded once, which installs the hooks when it is evaluated: by `withIntl` and `lazyWithIntl`
 * (./lazy-intl.ts) before what they load renders, and on routes with `ClientMessagesWithHooks`, whose
 * provider comes from it. Files that also render in server components keep importing 'next-intl'.
 */
interface Hooks {
  useTranslations: typeof UseTranslations;
  useLocale: typeof UseLocale;
}

let installed: Hooks | null = null;

export function installHooks(hooks: Hooks): void {
  installed = hooks;
}

function hooks(): Hooks {
  if (!installed)
    throw new Error(
      'next-intl is not loaded: render this component through withIntl or ClientMessagesWithHooks',
    );
  return installed;
}

export const useTranslations = ((...args: Parameters<typeof UseTranslations>) =>
  hooks().useTranslations(...args)) as typeof UseTranslations;

export const useLocale = (() => hooks().useLocale()) as typeof UseLocale;
