'use client';

import { Paper, Stack, Title } from '@mantine/core';

type Props = {
  title: string;
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  width?: number;
  children: React.ReactNode;
};

/** The card every public form sits in: a title over a stack of fields. */
export function FormCard({ title, onSubmit, width = 420, children }: Props) {
  return (
    <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={width}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Title order={2} ta="center">
            {title}
          </Title>
          {children}
        </Stack>
      </form>
    </Paper>
  );
}
