import Markdown, { type Components } from 'react-markdown';
import { Typography } from '@/components/ui/static-mantine';

/**
 * The organisation's markdown (legal texts) as React elements: react-markdown builds elements, never
 * HTML strings, and `skipHtml` drops raw HTML written in the text, so an edit cannot inject markup
 * or script. Images are not shown (a remote image would be a request the CSP forbids, and a
 * tracking pixel); link targets pass react-markdown's URL filter (no javascript: and the like).
 */
/** An outside link's attributes (names, not words anyone reads). */
const EXTERNAL = { rel: 'noopener noreferrer nofollow', target: '_blank' } as const;

const components: Components = {
  a: ({ href, children }) => {
    const external = !!href && /^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith('mailto:');
    return (
      <a href={href} {...(external ? EXTERNAL : {})}>
        {children}
      </a>
    );
  },
};

export function MarkdownText({ children }: { children: string }) {
  return (
    <Typography>
      <Markdown skipHtml disallowedElements={['img']} unwrapDisallowed components={components}>
        {children}
      </Markdown>
    </Typography>
  );
}
