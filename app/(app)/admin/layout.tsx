import { MantineFor } from '@/components/mantine-page';

/** The administrator's screens are Mantine's (tables, forms, dialogs): its provider around them all. */
export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return <MantineFor>{children}</MantineFor>;
}
