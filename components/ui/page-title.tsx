import { Title, spacing } from './static-mantine';

/**
 * A page's heading: Mantine's `<Title order={2} mb="md">` written as its markup (no client
 * component to render on the server for every member page; tests/unit/static-mantine.test.tsx
 * compares it with Mantine's).
 */
export function PageTitle({ children }: { children: React.ReactNode }) {
  return (
    <Title order={2} style={{ marginBottom: spacing('md') }}>
      {children}
    </Title>
  );
}
