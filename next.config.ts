import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // SOURCE_MAPS=1 next build: browser source maps, to attribute first-load JavaScript and profiles (docs/performance.md).
  productionBrowserSourceMaps: process.env.SOURCE_MAPS === '1',
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pino', '@react-pdf/renderer', 'sharp'],
  images: { unoptimized: true },
  experimental: { optimizePackageImports: ['lucide-react', 'radix-ui'] },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
        ],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
