import Link from 'next/link';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  Anchor,
  Button,
  Center as MantineCenter,
  Group as MantineGroup,
  Paper as MantinePaper,
  Stack as MantineStack,
  Text as MantineText,
  Title as MantineTitle,
  TypographyStylesProvider,
} from '@mantine/core';
import { mantineMarkup as mantine } from '../helpers/mantine-markup';
import { PageTitle } from '@/components/ui/page-title';
import {
  ButtonInner,
  ButtonLink,
  Center,
  Group,
  Paper,
  Stack,
  Text,
  TextLink,
  Title,
  Typography,
  buttonAttributes,
  spacing,
} from '@/components/ui/static-mantine';

/** Each helper of components/ui/static-mantine.tsx as the public pages use it, beside Mantine's component. */
const cases: [string, React.ReactNode, React.ReactNode][] = [
  [
    'the header group',
    <MantineGroup key="m" justify="space-between" px="lg" py="sm" bg="white" component="header">
      x
    </MantineGroup>,
    <Group
      key="s"
      component="header"
      justify="space-between"
      style={{
        paddingInline: spacing('lg'),
        paddingBlock: spacing('sm'),
        background: 'var(--mantine-color-white)',
      }}
    >
      x
    </Group>,
  ],
  [
    'a labelled nav group',
    <MantineGroup key="m" gap="md" component="nav" aria-label="Site">
      x
    </MantineGroup>,
    <Group key="s" component="nav" aria-label="Site">
      x
    </Group>,
  ],
  [
    'a tight group',
    <MantineGroup key="m" gap={4} wrap="nowrap">
      x
    </MantineGroup>,
    <Group key="s" gap={4} wrap="nowrap">
      x
    </Group>,
  ],
  [
    "the home page's stack",
    <MantineStack key="m" align="center" gap="lg" maw={640} ta="center" py="xl">
      x
    </MantineStack>,
    <Stack
      key="s"
      gap="lg"
      align="center"
      style={{ paddingBlock: spacing('xl'), textAlign: 'center', maxWidth: spacing(640) }}
    >
      x
    </Stack>,
  ],
  [
    'the main centre',
    <MantineCenter key="m" component="main" px="md" py="xl">
      x
    </MantineCenter>,
    <Center key="s" component="main" style={{ paddingInline: spacing('md'), paddingBlock: spacing('xl') }}>
      x
    </Center>,
  ],
  [
    'the brand title',
    <MantineTitle key="m" order={1} size="h3" c="grape.8">
      x
    </MantineTitle>,
    <Title key="s" order={1} size="h3" style={{ color: 'var(--mantine-color-grape-8)' }}>
      x
    </Title>,
  ],
  [
    'a centred title',
    <MantineTitle key="m" order={2} ta="center">
      x
    </MantineTitle>,
    <Title key="s" order={2} style={{ textAlign: 'center' }}>
      x
    </Title>,
  ],
  [
    'a dimmed lead',
    <MantineText key="m" size="lg" c="dimmed">
      x
    </MantineText>,
    <Text key="s" size="lg" dimmed>
      x
    </Text>,
  ],
  ['a plain paragraph', <MantineText key="m">x</MantineText>, <Text key="s">x</Text>],
  [
    'the brand link',
    <Anchor key="m" component={Link} href="/" underline="never">
      x
    </Anchor>,
    <TextLink key="s" href="/" underline="never">
      x
    </TextLink>,
  ],
  [
    "a footer's link",
    <Anchor key="m" component={Link} href="/terms" size="sm" c="dimmed">
      x
    </Anchor>,
    <TextLink key="s" href="/terms" size="sm" dimmed>
      x
    </TextLink>,
  ],
  [
    'a filled button link',
    <Button key="m" component={Link} href="/register" size="md">
      x
    </Button>,
    <ButtonLink key="s" href="/register" size="md">
      x
    </ButtonLink>,
  ],
  [
    'an outline button link',
    <Button key="m" component={Link} href="/login" size="md" variant="outline">
      x
    </Button>,
    <ButtonLink key="s" href="/login" size="md" variant="outline">
      x
    </ButtonLink>,
  ],
  [
    'a light button link',
    <Button key="m" component={Link} href="/" variant="light">
      x
    </Button>,
    <ButtonLink key="s" href="/" variant="light">
      x
    </ButtonLink>,
  ],
  [
    'a default button link',
    <Button key="m" component={Link} href="/user/matches" variant="default">
      x
    </Button>,
    <ButtonLink key="s" href="/user/matches" variant="default">
      x
    </ButtonLink>,
  ],
  [
    'the language button',
    <Button key="m" size="compact-sm" variant="light" color="grape" lang="ta" title="t">
      x
    </Button>,
    <button
      key="s"
      {...buttonAttributes({ variant: 'light', size: 'compact-sm' })}
      type="button"
      lang="ta"
      title="t"
    >
      <ButtonInner>x</ButtonInner>
    </button>,
  ],
  [
    'a full-width submit button',
    <Button key="m" type="submit" fullWidth>
      x
    </Button>,
    <button key="s" {...buttonAttributes({ fullWidth: true })} type="submit">
      <ButtonInner>x</ButtonInner>
    </button>,
  ],
  [
    "the sign-out page's paper",
    <MantinePaper key="m" withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420}>
      x
    </MantinePaper>,
    <Paper key="s" shadow="sm" style={{ padding: spacing('xl'), width: '100%', maxWidth: spacing(420) }}>
      x
    </Paper>,
  ],
  [
    "a page's title (every member page)",
    <MantineTitle key="m" order={2} mb="md">
      x
    </MantineTitle>,
    <PageTitle key="s">x</PageTitle>,
  ],
  [
    "a member list's intro",
    <MantineText key="m" c="gray.7" mb="md">
      x
    </MantineText>,
    <Text key="s" style={{ marginBottom: spacing('md'), color: 'var(--mantine-color-gray-7)' }}>
      x
    </Text>,
  ],
  [
    "a member list's cards",
    <MantineStack key="m" gap="sm">
      x
    </MantineStack>,
    <Stack key="s" gap="sm">
      x
    </Stack>,
  ],
  [
    'typography',
    <TypographyStylesProvider key="m">x</TypographyStylesProvider>,
    <Typography key="s">x</Typography>,
  ],
];

test.each(cases)('%s is drawn as Mantine draws it', (_name, theirs, ours) => {
  expect(renderToStaticMarkup(ours)).toBe(mantine(theirs));
});

test('a loading button is disabled and shows the loader over its label', () => {
  const html = renderToStaticMarkup(
    <button
      {...buttonAttributes({ variant: 'light', size: 'compact-sm', loading: true })}
      type="button"
      disabled
    >
      <ButtonInner loading>x</ButtonInner>
    </button>,
  );
  const theirs = mantine(
    <Button size="compact-sm" variant="light" loading>
      x
    </Button>,
  );
  // The loader's transition styles differ (Mantine animates it in); the rest is the same.
  const withoutStyles = (markup: string) => markup.replace(/ style="[^"]*"/g, '');
  expect(withoutStyles(html)).toBe(withoutStyles(theirs));
});
