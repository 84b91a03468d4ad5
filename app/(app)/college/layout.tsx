import type { Metadata } from 'next';
import { ExportNameProvider } from '@/components/crud/export-name';
import { getCollegeSettings } from '@/lib/data/college/settings';

/** The college pages' tab titles carry the college's name, not the matrimony service's. */
export async function generateMetadata(): Promise<Metadata> {
  const { name } = await getCollegeSettings();
  return { title: { default: name, template: `%s · ${name}` } };
}

/** CSV exports of the college lists are named after the college. */
export default async function CollegeLayout({ children }: { children: React.ReactNode }) {
  const { name } = await getCollegeSettings();
  return <ExportNameProvider name={name}>{children}</ExportNameProvider>;
}
