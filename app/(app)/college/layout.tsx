import type { Metadata } from 'next';
import { connection } from 'next/server';
import { ExportNameProvider } from '@/components/crud/export-name';
import { MantineFor } from '@/components/mantine-page';
import { getCollegeSettings } from '@/lib/data/college/settings';

/** The college pages' tab titles carry the college's name, not the matrimony service's. */
export async function generateMetadata(): Promise<Metadata> {
  await connection();
  const { name } = await getCollegeSettings();
  return { title: { default: name, template: `%s · ${name}` } };
}

/**
 * CSV exports of the college lists are named after the college; the screens are Mantine's, with its
 * provider around them (the signed-in layout has none). connection() first, here and in the
 * metadata: `next build` tries to prerender the college pages, and rendered this layout (reading the
 * settings, i.e. opening ./data/pglite) before the root layout's request headers stopped it.
 */
export default async function CollegeLayout({ children }: { children: React.ReactNode }) {
  await connection();
  const { name } = await getCollegeSettings();
  return (
    <MantineFor>
      <ExportNameProvider name={name}>{children}</ExportNameProvider>
    </MantineFor>
  );
}
