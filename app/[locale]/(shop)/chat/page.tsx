import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { ChatConversation } from '@/features/chat/components/chat-conversation';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'chat' });
  return { title: t('pageTitle'), robots: { index: false } };
}

export default async function ChatPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'chat' });
  return (
    <div className="container-shop max-w-3xl py-8">
      <h1 className="text-2xl font-bold">{t('pageTitle')}</h1>
      <p className="mt-2 text-slate-700">{t('pageIntro')}</p>
      <section
        aria-label={t('title')}
        className="mt-6 flex h-[70vh] min-h-[420px] flex-col rounded-lg border border-slate-300"
      >
        <ChatConversation greeting className="min-h-0 flex-1" />
      </section>
    </div>
  );
}
