import { getTranslations } from 'next-intl/server';
import { ArrowUp, Mail, MessageCircle, Phone } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { ChatToggle, ScrollRevealed, ScrollTopButton } from './toolbar-controls';

export const TOOLBAR_AFTER_PX = 300;
export const SCROLL_TOP_AFTER_PX = 1500;

/**
 * Floating side toolbar on large screens (shown after 300 px, scroll-to-top after 1500 px) and the
 * bottom toolbar on small screens (spec §2, §9). Server-rendered; only the chat buttons and the side
 * toolbar's scroll position are client code (./toolbar-controls.tsx).
 */
export async function Toolbars({ phoneHref, email }: { phoneHref: string; email: string }) {
  const t = await getTranslations('toolbar');
  const item =
    'inline-flex h-11 w-11 items-center justify-center rounded-full bg-brand-600 text-white shadow hover:bg-brand-700';
  const bottom = 'flex min-h-12 flex-col items-center justify-center text-xs text-slate-800';
  return (
    <aside aria-label={t('label')}>
      <ScrollRevealed
        after={TOOLBAR_AFTER_PX}
        label={t('label')}
        className="fixed right-3 top-1/2 z-20 hidden -translate-y-1/2 flex-col gap-2 lg:flex"
      >
        <ChatToggle className={item} label={t('chat')}>
          <Icon icon={MessageCircle} aria-hidden="true" size={20} />
        </ChatToggle>
        <a className={item} href={`tel:${phoneHref}`} aria-label={t('phone')}>
          <Icon icon={Phone} aria-hidden="true" size={20} />
        </a>
        <a className={item} href={`mailto:${email}`} aria-label={t('email')}>
          <Icon icon={Mail} aria-hidden="true" size={20} />
        </a>
        <ScrollTopButton after={SCROLL_TOP_AFTER_PX} className={item} label={t('top')}>
          <Icon icon={ArrowUp} aria-hidden="true" size={20} />
        </ScrollTopButton>
      </ScrollRevealed>
      <div
        role="toolbar"
        aria-label={t('label')}
        className="fixed inset-x-0 bottom-0 z-20 grid grid-cols-3 border-t border-slate-200 bg-white lg:hidden"
        data-testid="bottom-toolbar"
      >
        <ChatToggle className={bottom}>
          <Icon icon={MessageCircle} aria-hidden="true" size={18} /> {t('chat')}
        </ChatToggle>
        <a href={`tel:${phoneHref}`} className={bottom}>
          <Icon icon={Phone} aria-hidden="true" size={18} /> {t('phone')}
        </a>
        <a href={`mailto:${email}`} className={bottom}>
          <Icon icon={Mail} aria-hidden="true" size={18} /> {t('email')}
        </a>
      </div>
    </aside>
  );
}
