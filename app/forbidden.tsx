'use client';

import Link from 'next/link';
import { Button, Center, Stack, Text, Title } from '@mantine/core';

export default function Forbidden() {
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm">
        <Title order={1}>403</Title>
        <Text>You are not allowed to open this page.</Text>
        <Button component={Link} href="/user/dashboard" variant="light">
          Go to your dashboard
        </Button>
      </Stack>
    </Center>
  );
}
