import { renderToStaticMarkup } from 'react-dom/server';
import { Alert, Textarea, TextInput } from '@mantine/core';
import { mantineMarkup as mantine } from '../helpers/mantine-markup';
import { markupShape as shape } from '../helpers/markup-shape';
import { LightTextField, LightTextarea } from '@/components/ui/light-fields';
import { LightAlert } from '@/components/ui/light-form';

/** The light contact and complaint forms draw Mantine's markup themselves (compared by markupShape). */
const noop = () => {};
const field = (value: string, error?: string) => ({ value, error, onChange: noop });

test.each<[string, React.ReactNode, React.ReactNode]>([
  [
    'a message box',
    <Textarea key="m" label="Message" rows={5} withAsterisk value="Hi" onChange={noop} />,
    <LightTextarea key="s" label="Message" rows={5} field={field('Hi')} />,
  ],
  [
    'a message box with an error',
    <Textarea
      key="m"
      label="Message"
      rows={5}
      withAsterisk
      value=""
      error="Enter Message!"
      onChange={noop}
    />,
    <LightTextarea key="s" label="Message" rows={5} field={field('', 'Enter Message!')} />,
  ],
  [
    'an optional input with a hint',
    <TextInput key="m" label="Profile" description="Its number" value="" onChange={noop} />,
    <LightTextField key="s" label="Profile" description="Its number" field={field('')} />,
  ],
  [
    'an optional input with a hint and an error',
    <TextInput key="m" label="Profile" description="Its number" value="x" error="Too long" onChange={noop} />,
    <LightTextField key="s" label="Profile" description="Its number" field={field('x', 'Too long')} />,
  ],
  [
    'the ticket alert',
    <Alert key="m" color="green" title="Ticket 7" withCloseButton closeButtonLabel="Dismiss" onClose={noop}>
      Received
    </Alert>,
    <LightAlert key="s" color="green" title="Ticket 7" closeLabel="Dismiss" onClose={noop}>
      Received
    </LightAlert>,
  ],
  [
    'a red alert without a title',
    <Alert key="m" color="red" withCloseButton closeButtonLabel="Dismiss" onClose={noop}>
      Failed
    </Alert>,
    <LightAlert key="s" color="red" closeLabel="Dismiss" onClose={noop}>
      Failed
    </LightAlert>,
  ],
])('%s is drawn as Mantine draws it', (_, theirs, ours) => {
  expect(shape(renderToStaticMarkup(ours))).toBe(shape(mantine(theirs)));
});
