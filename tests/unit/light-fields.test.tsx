import { renderToStaticMarkup } from 'react-dom/server';
import { Alert, Textarea, TextInput } from '@mantine/core';
import { mantineMarkup as mantine } from '../helpers/mantine-markup';
import { LightTextField, LightTextarea } from '@/components/ui/light-fields';
import { LightAlert } from '@/components/ui/light-form';

/**
 * The light contact and complaint forms draw Mantine's markup themselves: the same elements,
 * classes, data attributes and CSS variables (compared as the browser reads them: attributes in
 * any order, ids numbered in order of appearance, style declarations sorted).
 */
function shape(html: string): string {
  const root = document.createElement('div');
  root.innerHTML = html;
  const ids = new Map<string, string>();
  const id = (value: string) =>
    value.replace(/[^\s]+?(?=(-label|-error|-body|-title|-description)?$)/, (base) => {
      if (!ids.has(base)) ids.set(base, `id${ids.size}`);
      return ids.get(base)!;
    });
  const walk = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(node.textContent);
    const element = node as Element;
    const attributes = [...element.attributes]
      .map(({ name, value }) => {
        if (['id', 'for', 'aria-describedby', 'aria-labelledby'].includes(name))
          return `${name}=${value.split(' ').map(id).join(' ')}`;
        if (name === 'style')
          return `style=${value
            .split(';')
            .map((part) => part.trim())
            .filter(Boolean)
            .sort()
            .join(';')}`;
        return `${name}=${value}`;
      })
      .sort();
    return `<${element.tagName} ${attributes.join(' ')}>${[...element.childNodes].map(walk).join('')}</>`;
  };
  return [...root.childNodes].map(walk).join('');
}

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
