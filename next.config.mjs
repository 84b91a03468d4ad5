import createNextIntlPlugin from 'next-intl/plugin';

/**
 * The interface's languages: next-intl reads each request's locale and catalogue from here. The
 * catalogues are compiled at build time (issue 28): every import of lib/i18n/messages/*.json gets
 * its ICU messages as compact arrays, and next-intl formats them with a small format-only runtime,
 * so no page's JavaScript carries an ICU parser (8–9 kB gzipped) and no request parses a message.
 * Code that reads a catalogue's texts itself, not through a translator, reads them through
 * lib/i18n/icu-source.ts; jest compiles the catalogues the same way (jest.config.mjs).
 */
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: {
    messages: { path: './lib/i18n/messages', format: 'json', locales: 'infer', precompile: true },
  },
});

/**
 * Security headers every response carries (issue 15 item 6). Pages add their per-request
 * Content-Security-Policy (with a nonce) and, over https, HSTS in proxy.ts; uploaded files get
 * their own sandboxing policy in app/media.
 */
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  // Features the app never uses, refused to it and to anything it might embed.
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=()',
  },
  // frame-ancestors 'none' for browsers that predate it.
  { key: 'X-Frame-Options', value: 'DENY' },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite loads WASM and data files at run time, pdfkit its font metrics and subset-font HarfBuzz's
  // WASM: bundling breaks that.
  serverExternalPackages: [
    '@electric-sql/pglite',
    '@node-rs/argon2',
    'postgres',
    'nodemailer',
    'pdfkit',
    'subset-font',
  ],
  // forbidden() renders app/forbidden.tsx with a real 403 status.
  experimental: {
    authInterrupts: true,
    optimizePackageImports: ['@mantine/core', '@mantine/hooks', '@tabler/icons-react', 'mantine-react-table'],
  },
  poweredByHeader: false,
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // JSON-LD is data, never a document: nothing in it may load or run, nor be framed.
      {
        source: '/api/:path*',
        headers: [{ key: 'Content-Security-Policy', value: "default-src 'none'; frame-ancestors 'none'" }],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
