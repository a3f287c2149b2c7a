import type { MetadataRoute } from 'next';
import { publicUrl } from '@/lib/env';

export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  const base = publicUrl();
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: ['/api/', '/order', '/en/order', '/customer/', '/en/customer/'],
      },
    ],
    sitemap: `${base}/sitemap.xml`,
    host: base,
  };
}
