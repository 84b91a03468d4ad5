import Link from 'next/link';
import { renderToStaticMarkup } from 'react-dom/server';
import { Badge, Button, Group, Text } from '@mantine/core';
import { NextIntlClientProvider } from 'next-intl';
import {
  IconBookmark,
  IconCheck,
  IconFileDownload,
  IconHeartHandshake,
  IconStar,
  IconX,
} from '@tabler/icons-react';
import { BiodataButton } from '@/components/papers/paper-links';
import { SaveSearch } from '@/components/searches/save-search';
import { PAGE_MESSAGES } from '@/lib/i18n/catalogues';
import { mantineMarkup as mantine } from '../helpers/mantine-markup';
import { LightButton } from '@/components/ui/light-controls';
import { Group as StaticGroup, Text as StaticText } from '@/components/ui/static-mantine';
import { Badge as StaticBadge } from '@/components/ui/static-surfaces';

const noop = () => {};

/** The interest buttons (LightButton size="xs") and state badges (the static Badge) beside Mantine's components as they were. */
const cases: [string, React.ReactNode, React.ReactNode][] = [
  [
    'Accept',
    <Button key="m" size="xs" color="teal.9" leftSection={<IconCheck size={14} />}>
      Accept
    </Button>,
    <LightButton key="s" size="xs" color="teal.9" leftSection={<IconCheck size={14} />} onClick={noop}>
      Accept
    </LightButton>,
  ],
  [
    'Decline, disabled while busy',
    <Button key="m" size="xs" variant="default" leftSection={<IconX size={14} />} disabled>
      Decline
    </Button>,
    <LightButton
      key="s"
      size="xs"
      variant="default"
      leftSection={<IconX size={14} />}
      disabled
      onClick={noop}
    >
      Decline
    </LightButton>,
  ],
  [
    'Withdraw',
    <Button key="m" size="xs" variant="default">
      Withdraw
    </Button>,
    <LightButton key="s" size="xs" variant="default" onClick={noop}>
      Withdraw
    </LightButton>,
  ],
  [
    'Send interest',
    <Button key="m" size="xs" leftSection={<IconCheck size={14} />}>
      Send
    </Button>,
    <LightButton key="s" size="xs" leftSection={<IconCheck size={14} />} onClick={noop}>
      Send
    </LightButton>,
  ],
  [
    'Shortlist',
    <Button key="m" size="xs" variant="subtle" color="grape" leftSection={<IconStar size={14} />}>
      Shortlist
    </Button>,
    <LightButton key="s" size="xs" variant="subtle" leftSection={<IconStar size={14} />} onClick={noop}>
      Shortlist
    </LightButton>,
  ],
  [
    'the accepted badge',
    <Badge
      key="m"
      color="green"
      c="dark.8"
      variant="light"
      size="lg"
      leftSection={<IconHeartHandshake size={14} />}
    >
      Interest accepted
    </Badge>,
    <StaticBadge
      key="s"
      size="lg"
      variant="light"
      color="green"
      textColor="dark.8"
      leftSection={<IconHeartHandshake size={14} />}
    >
      Interest accepted
    </StaticBadge>,
  ],
  [
    'the pending badge',
    <Badge key="m" color="yellow" c="dark.8" variant="light" size="lg">
      Interest pending
    </Badge>,
    <StaticBadge key="s" size="lg" variant="light" color="yellow" textColor="dark.8">
      Interest pending
    </StaticBadge>,
  ],
  [
    'the wait line',
    <Text key="m" size="sm" c="gray.7">
      Wait
    </Text>,
    <StaticText key="s" size="sm" style={{ color: 'var(--mantine-color-gray-7)' }}>
      Wait
    </StaticText>,
  ],
  [
    'the row',
    <Group key="m" gap="xs" wrap="wrap">
      x
    </Group>,
    <StaticGroup key="s" gap="xs" wrap="wrap">
      x
    </StaticGroup>,
  ],
];

test.each(cases)('%s is drawn as Mantine draws it', (_name, theirs, ours) => {
  expect(renderToStaticMarkup(ours)).toBe(mantine(theirs));
});

test('a loading button is disabled and shows the loader over its label', () => {
  const ours = renderToStaticMarkup(
    <LightButton size="xs" color="teal.9" leftSection={<IconCheck size={14} />} loading onClick={noop}>
      Accept
    </LightButton>,
  );
  const theirs = mantine(
    <Button size="xs" color="teal.9" leftSection={<IconCheck size={14} />} loading>
      Accept
    </Button>,
  );
  // The loader's transition styles differ (Mantine animates it in); the rest is the same.
  const withoutStyles = (markup: string) => markup.replace(/ style="[^"]*"/g, '');
  expect(withoutStyles(ours)).toBe(withoutStyles(theirs));
  expect(ours).toContain('disabled=""');
});

const inEnglish = (element: React.ReactNode) =>
  renderToStaticMarkup(
    <NextIntlClientProvider locale="en" messages={PAGE_MESSAGES.en} timeZone="Asia/Kolkata">
      {element}
    </NextIntlClientProvider>,
  );

test("the match page's Save this search and My saved searches are drawn as Mantine's Buttons", () => {
  expect(inEnglish(<SaveSearch query="ageFrom=25" />)).toBe(
    mantine(
      <Group gap="sm" mb="md">
        <Button variant="light" leftSection={<IconBookmark size={18} aria-hidden />}>
          Save this search
        </Button>
        <Button component={Link} href="/user/searches" variant="subtle">
          My saved searches
        </Button>
      </Group>,
    ),
  );
});

test('the biodata download is drawn as the Mantine Button it was, its label wrapping', () => {
  expect(inEnglish(<BiodataButton profileId={7} own />)).toBe(
    mantine(
      <Button
        component="a"
        href="/api/profiles/7/biodata.pdf"
        download
        variant="light"
        leftSection={<IconFileDownload size={18} aria-hidden />}
        styles={{
          root: { height: 'auto', minHeight: 36, maxWidth: '100%' },
          label: { whiteSpace: 'normal', paddingBlock: 6 },
        }}
      >
        {PAGE_MESSAGES.en.pdf.buttons.myBiodata}
      </Button>,
    ),
  );
});
