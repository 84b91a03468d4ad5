'use client';

import Link from 'next/link';
import { Anchor, Box, Center, Group, Title } from '@mantine/core';
import { SiteFooter } from '@/components/shell/site-footer';

/** Frame of the public pages: the product name and the links a visitor needs. */
export function PublicPage({ children }: { children: React.ReactNode }) {
  return (
    <Box mih="100vh" bg="grape.0">
      <Group justify="space-between" px="lg" py="sm" bg="white" component="header">
        <Anchor component={Link} href="/" underline="never">
          <Title order={1} size="h3" c="grape.8">
            Thirumanam
          </Title>
        </Anchor>
        <Group gap="md" component="nav" aria-label="Site">
          <Anchor component={Link} href="/login">
            Login
          </Anchor>
          <Anchor component={Link} href="/register">
            Register
          </Anchor>
          <Anchor component={Link} href="/contact">
            Contact
          </Anchor>
        </Group>
      </Group>
      <Center component="main" px="md" py="xl">
        {children}
      </Center>
      <SiteFooter />
    </Box>
  );
}
