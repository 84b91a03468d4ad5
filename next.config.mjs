/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite loads WASM and data files at run time; bundling it breaks that.
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2', 'postgres', 'nodemailer'],
  // forbidden() renders app/forbidden.tsx with a real 403 status.
  experimental: {
    authInterrupts: true,
    optimizePackageImports: ['@mantine/core', '@mantine/hooks', '@tabler/icons-react', 'mantine-react-table'],
  },
  poweredByHeader: false,
};

export default nextConfig;
