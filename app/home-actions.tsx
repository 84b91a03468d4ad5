'use client';

import Link from 'next/link';
import { Button, Group } from '@mantine/core';

export function HomeActions() {
  return (
    <Group>
      <Button component={Link} href="/register" size="md">
        Register FREE
      </Button>
      <Button component={Link} href="/login" size="md" variant="outline">
        Login
      </Button>
    </Group>
  );
}
