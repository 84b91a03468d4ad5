'use client';

import Link from 'next/link';
import { Button, Center, Stack, Text, Title } from '@mantine/core';

export default function NotFound() {
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm">
        <Title order={1}>404</Title>
        <Text>This page does not exist.</Text>
        <Button component={Link} href="/" variant="light">
          Home
        </Button>
      </Stack>
    </Center>
  );
}
