import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { SECURITY_HEADERS } from './lib/security-headers.mjs';

// precompile: the message catalogues are compiled at build time (icu-minify), so browsers get a ~2 kB
// formatter instead of intl-messageformat's parser and no message is parsed during hydration.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // SOURCE_MAPS=1 next build: browser source maps, to attribute first-load JavaScript and profiles (docs/performance.md).
  productionBrowserSourceMaps: process.env.SOURCE_MAPS === '1',
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pino', '@react-pdf/renderer', 'sharp'],
  images: { unoptimized: true },
  experimental: { optimizePackageImports: ['lucide', 'lucide-react', 'radix-ui'] },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [...SECURITY_HEADERS],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
