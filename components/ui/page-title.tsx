import { Title } from '@mantine/core';

export function PageTitle({ children }: { children: React.ReactNode }) {
  return (
    <Title order={2} mb="md">
      {children}
    </Title>
  );
}
