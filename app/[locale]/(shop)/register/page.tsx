import { redirect } from 'next/navigation';
import { localePath, type Locale } from '@/lib/i18n/routing';

/** /register starts at step one. */
export default async function RegisterPage({ params }: { params: Promise<{ locale: string }> }) {
  redirect(localePath((await params).locale as Locale, '/register/step-one'));
}
