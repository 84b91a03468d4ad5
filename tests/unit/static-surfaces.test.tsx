import { renderToStaticMarkup } from 'react-dom/server';
import Link from 'next/link';
import {
  Alert as MantineAlert,
  Avatar as MantineAvatar,
  Blockquote as MantineBlockquote,
  Button as MantineButton,
  Anchor as MantineAnchor,
  Badge as MantineBadge,
  Card as MantineCard,
  Group as MantineGroup,
  Image as MantineImage,
  Stack as MantineStack,
  Text as MantineText,
  Title as MantineTitle,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { mantineMarkup as mantine } from '../helpers/mantine-markup';
import { ButtonLink, Group, Stack, Text, Title } from '@/components/ui/static-mantine';
import { Alert, Anchor, Avatar, Badge, Blockquote, Card, Image } from '@/components/ui/static-surfaces';

/**
 * Each helper of components/ui/static-surfaces.tsx (and the props static-mantine.tsx gained for
 * the member pages) as the member pages use it, beside Mantine's component with the same props.
 */
const cases: [string, React.ReactNode, React.ReactNode][] = [
  [
    'a card',
    <MantineCard key="m" withBorder radius="md" padding="md" data-testid="plan">
      x
    </MantineCard>,
    <Card key="s" data-testid="plan">
      x
    </Card>,
  ],
  [
    'a narrow card',
    <MantineCard key="m" withBorder radius="md" padding="md" maw={560} aria-labelledby="t">
      x
    </MantineCard>,
    <Card key="s" maxWidth={560} aria-labelledby="t">
      x
    </Card>,
  ],
  [
    'a score badge',
    <MantineBadge
      key="m"
      size="lg"
      variant="filled"
      color="yellow.5"
      c="dark.8"
      aria-label="6.5 of 10"
      data-testid="score-badge"
      styles={{ root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } }}
    >
      6.5/10
    </MantineBadge>,
    <Badge
      key="s"
      size="lg"
      color="yellow.5"
      textColor="dark.8"
      aria-label="6.5 of 10"
      data-testid="score-badge"
      style={{ flexShrink: 0, overflow: 'visible' }}
      labelStyle={{ overflow: 'visible' }}
    >
      6.5/10
    </Badge>,
  ],
  [
    'a level badge, as written',
    <MantineBadge key="m" size="lg" variant="filled" tt="none" color="teal.9" c="white">
      Good
    </MantineBadge>,
    <Badge key="s" size="lg" color="teal.9" textColor="white" uppercase={false}>
      Good
    </Badge>,
  ],
  [
    'a light badge',
    <MantineBadge key="m" size="sm" variant="light" color="red">
      Cancelled
    </MantineBadge>,
    <Badge key="s" size="sm" variant="light" color="red">
      Cancelled
    </Badge>,
  ],
  [
    'a placed badge in the primary colour',
    <MantineBadge key="m" size="sm" variant="filled" pos="absolute" top={6} left={6} aria-hidden>
      Main
    </MantineBadge>,
    <Badge
      key="s"
      size="sm"
      place={{
        position: 'absolute',
        top: 'calc(0.375rem * var(--mantine-scale))',
        left: 'calc(0.375rem * var(--mantine-scale))',
      }}
      aria-hidden
    >
      Main
    </Badge>,
  ],
  [
    'an alert with a title and an icon',
    <MantineAlert
      key="m"
      id="w"
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title="Check"
      styles={{ title: { color: 'var(--mantine-color-dark-9)' } }}
      data-testid="star-warning"
    >
      body
    </MantineAlert>,
    <Alert
      key="s"
      id="w"
      color="yellow"
      icon={<IconAlertTriangle aria-hidden />}
      title="Check"
      titleColor="var(--mantine-color-dark-9)"
      data-testid="star-warning"
    >
      body
    </Alert>,
  ],
  [
    'a narrow alert without a title',
    <MantineAlert key="m" id="a" color="green" variant="light" maw={640}>
      reason
    </MantineAlert>,
    <Alert key="s" id="a" color="green" maxWidth={640}>
      reason
    </Alert>,
  ],
  [
    'an image',
    <MantineImage
      key="m"
      src="/a.webp"
      alt="A"
      w={96}
      h={96}
      radius="md"
      fit="cover"
      style={{ flex: 'none' }}
    />,
    <Image key="s" src="/a.webp" alt="A" size={96} style={{ flex: 'none' }} />,
  ],
  [
    'an anchor to a file',
    <MantineAnchor key="m" href="/h.pdf" target="_blank" rel="noopener" size="sm">
      h
    </MantineAnchor>,
    <Anchor key="s" href="/h.pdf" target="_blank" size="sm">
      h
    </Anchor>,
  ],
  [
    'an anchor to a phone',
    <MantineAnchor key="m" href="tel:+919876543210">
      +91 98765 43210
    </MantineAnchor>,
    <Anchor key="s" href="tel:+919876543210">
      +91 98765 43210
    </Anchor>,
  ],
  [
    'grey small truncated text',
    <MantineText key="m" size="sm" c="gray.7" truncate>
      t
    </MantineText>,
    <Text key="s" size="sm" color="gray.7" truncate>
      t
    </Text>,
  ],
  [
    'bold text',
    <MantineText key="m" fw={600} data-testid="n">
      t
    </MantineText>,
    <Text key="s" fw={600} data-testid="n">
      t
    </Text>,
  ],
  [
    'a fifth-level title',
    <MantineTitle key="m" order={5}>
      t
    </MantineTitle>,
    <Title key="s" order={5}>
      t
    </Title>,
  ],
  [
    'a top-aligned group',
    <MantineGroup key="m" wrap="nowrap" align="flex-start" gap="md">
      x
    </MantineGroup>,
    <Group key="s" wrap="nowrap" align="flex-start">
      x
    </Group>,
  ],
  [
    'a start-aligned stack with a test id',
    <MantineStack key="m" gap={4} align="flex-start" data-testid="s">
      x
    </MantineStack>,
    <Stack key="s" gap={4} align="flex-start" data-testid="s">
      x
    </Stack>,
  ],
  [
    'a small link button',
    <MantineButton key="m" component={Link} href="/user/matches" size="xs">
      Find your match
    </MantineButton>,
    <ButtonLink key="s" href="/user/matches" size="xs">
      Find your match
    </ButtonLink>,
  ],
  [
    'a member card’s photo',
    <MantineAvatar key="m" src="/c.webp" alt="Priya" size={64} radius="md" color="grape">
      PR
    </MantineAvatar>,
    <Avatar key="s" src="/c.webp" alt="Priya" size={64}>
      PR
    </Avatar>,
  ],
  [
    'a member card without a photo: the initials',
    <MantineAvatar key="m" src={null} alt="Priya" size={64} radius="md" color="grape">
      PR
    </MantineAvatar>,
    <Avatar key="s" src={null} alt="Priya" size={64}>
      PR
    </Avatar>,
  ],
  [
    'an interest’s note, quoted',
    <MantineBlockquote
      key="m"
      p="xs"
      mt={4}
      color="grape"
      aria-label="Their note"
      styles={{ root: { whiteSpace: 'pre-line', overflowWrap: 'anywhere' } }}
    >
      Hello
    </MantineBlockquote>,
    <Blockquote key="s" aria-label="Their note">
      Hello
    </Blockquote>,
  ],
];

// Mantine's Blockquote also passes its colour on as an HTML attribute (color="grape"), which draws nothing.
const withoutColorAttribute = (html: string) => html.replace(' color="grape"', '');

// Ours adds to a photo what Mantine's Avatar did from script: its initials, drawn when it fails to load.
const withoutPhotoFallback = (html: string) =>
  html
    .replace(' mantine-Avatar-image initials"', ' mantine-Avatar-image"')
    .replace(' data-initials="PR"', '');

test.each(cases)('%s is Mantine’s markup', (_, theirs, ours) => {
  expect(withoutPhotoFallback(renderToStaticMarkup(ours))).toBe(withoutColorAttribute(mantine(theirs)));
});

test('a member card’s photo carries its initials for when it fails to load (photo-fallback.module.css)', () => {
  const html = renderToStaticMarkup(
    <Avatar src="/c.webp" alt="Priya Raman" size={64}>
      PR
    </Avatar>,
  );
  expect(html).toMatch(/<img class="[^"]* initials" src="\/c.webp" alt="Priya Raman" data-initials="PR"\/>/);
});

test('an alert without a title names only its message', () => {
  const html = renderToStaticMarkup(
    <Alert id="n" color="green">
      m
    </Alert>,
  );
  expect(html).toContain('aria-describedby="n-body"');
  expect(html).not.toContain('aria-labelledby');
});
