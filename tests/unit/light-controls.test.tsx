import { renderToStaticMarkup } from 'react-dom/server';
import Link from 'next/link';
import { fireEvent, render, screen } from '@testing-library/react';
import {
  ActionIcon,
  Button,
  FileButton,
  Image as MantineImage,
  UnstyledButton as MantineUnstyled,
} from '@mantine/core';
import { IconEye, IconStar, IconTrash, IconUpload } from '@tabler/icons-react';
import { mantineMarkup as mantine } from '../helpers/mantine-markup';
import { LightActionIcon, LightButton, UnstyledButton } from '@/components/ui/light-controls';
import { LightFileButton } from '@/components/ui/light-file-button';
import { ButtonLink } from '@/components/ui/static-mantine';
import { Image } from '@/components/ui/static-surfaces';

const noop = () => {};

/**
 * components/ui/light-controls.tsx as the dashboard and a candidate's page use them, beside Mantine's
 * components with the same props: the markup (so the look) must be Mantine's.
 */
const cases: [string, React.ReactNode, React.ReactNode][] = [
  [
    'Update Profile, filled',
    <Button key="m" onClick={noop}>
      Update Profile
    </Button>,
    <LightButton key="s" onClick={noop}>
      Update Profile
    </LightButton>,
  ],
  [
    'Update Profile, light, while its form loads',
    <Button key="m" variant="light" loading>
      Update Profile
    </Button>,
    <LightButton key="s" variant="light" loading>
      Update Profile
    </LightButton>,
  ],
  [
    'a red light button, disabled, named for a screen reader',
    <Button key="m" size="xs" variant="light" color="red" disabled aria-label="Revoke Priya">
      Revoke
    </Button>,
    <LightButton key="s" size="xs" variant="light" color="red" disabled aria-label="Revoke Priya">
      Revoke
    </LightButton>,
  ],
  [
    'a default button',
    <Button key="m" size="xs" variant="default">
      Decline
    </Button>,
    <LightButton key="s" size="xs" variant="default">
      Decline
    </LightButton>,
  ],
  [
    'Request photo, size sm, loading',
    <Button key="m" size="sm" loading>
      Request photo
    </Button>,
    <LightButton key="s" size="sm" loading>
      Request photo
    </LightButton>,
  ],
  [
    'Show contact: an icon on the left, loading',
    <Button key="m" size="xs" variant="light" leftSection={<IconEye size={14} />} loading>
      Show contact
    </Button>,
    <LightButton key="s" size="xs" variant="light" leftSection={<IconEye size={14} />} loading>
      Show contact
    </LightButton>,
  ],
  [
    'Message, as a link with an icon',
    <Button key="m" size="xs" leftSection={<IconStar size={14} />} component={Link} href="/user/messages/3">
      Message
    </Button>,
    <ButtonLink key="s" size="xs" leftSection={<IconStar size={14} />} href="/user/messages/3">
      Message
    </ButtonLink>,
  ],
  [
    'Add photo: a file button',
    <FileButton key="m" onChange={noop} accept="image/png">
      {(props) => (
        <Button {...props} size="xs" leftSection={<IconUpload size={16} aria-hidden />}>
          Add photo
        </Button>
      )}
    </FileButton>,
    <LightFileButton
      key="s"
      onChange={noop}
      accept="image/png"
      size="xs"
      leftSection={<IconUpload size={16} aria-hidden />}
    >
      Add photo
    </LightFileButton>,
  ],
  [
    'a subtle action icon',
    <ActionIcon key="m" variant="subtle" aria-label="Make main" onClick={noop}>
      <IconStar size={18} aria-hidden />
    </ActionIcon>,
    <LightActionIcon key="s" aria-label="Make main" onClick={noop}>
      <IconStar size={18} aria-hidden />
    </LightActionIcon>,
  ],
  [
    'a red action icon, disabled',
    <ActionIcon key="m" variant="subtle" color="red" aria-label="Remove" disabled>
      <IconTrash size={18} aria-hidden />
    </ActionIcon>,
    <LightActionIcon key="s" color="red" aria-label="Remove" disabled onClick={noop}>
      <IconTrash size={18} aria-hidden />
    </LightActionIcon>,
  ],
  [
    'an unstyled button, pressed',
    <MantineUnstyled key="m" aria-pressed aria-label="Show photo 2" style={{ borderRadius: 4 }}>
      x
    </MantineUnstyled>,
    <UnstyledButton key="s" aria-pressed aria-label="Show photo 2" style={{ borderRadius: 4 }}>
      x
    </UnstyledButton>,
  ],
  [
    'a gallery photo, full width',
    <MantineImage key="m" src="/p.webp" w="100%" h={110} radius="sm" fit="cover" alt="Photo 1" />,
    <Image key="s" src="/p.webp" width="100%" height={110} radius="sm" alt="Photo 1" />,
  ],
  [
    'a thumbnail, loaded lazily',
    <MantineImage key="m" src="/t.webp" alt="" w={52} h={39} radius="sm" fit="cover" loading="lazy" />,
    <Image key="s" src="/t.webp" alt="" width={52} height={39} radius="sm" loading="lazy" />,
  ],
];

// A button drawn loading: Mantine also writes its loader's transition (how it would fade in) while
// mounting; where it leaves it, the loader's look, is the same.
const settled = (html: string) =>
  html.replace(
    'transition-property:transform, opacity;-webkit-backface-visibility:hidden;will-change:transform, opacity;transition-duration:150ms;transition-timing-function:ease;transform-origin:center;',
    '',
  );

test.each(cases)('%s is Mantine’s markup', (_, theirs, ours) => {
  expect(renderToStaticMarkup(ours)).toBe(settled(mantine(theirs)));
});

test('the file button opens the file chooser and hands over the file chosen, and the same file again', () => {
  const chosen: (File | null)[] = [];
  const { container } = render(
    <LightFileButton accept="image/png" onChange={(file) => chosen.push(file)}>
      Add photo
    </LightFileButton>,
  );
  const input = container.querySelector<HTMLInputElement>('input[type=file]')!;
  let opened = 0;
  input.click = () => void opened++;
  fireEvent.click(screen.getByRole('button', { name: 'Add photo' }));
  expect(opened).toBe(1);
  const file = new File(['x'], 'me.png', { type: 'image/png' });
  fireEvent.change(input, { target: { files: [file] } });
  fireEvent.change(input, { target: { files: [file] } });
  expect(chosen).toEqual([file, file]);
});

test('a disabled or loading button does not act', () => {
  let clicks = 0;
  render(
    <>
      <LightButton disabled onClick={() => clicks++}>
        One
      </LightButton>
      <LightButton loading onClick={() => clicks++}>
        Two
      </LightButton>
    </>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'One' }));
  fireEvent.click(screen.getByRole('button', { name: 'Two' }));
  expect(clicks).toBe(0);
});
