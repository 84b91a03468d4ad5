import { ClientMessages } from '@/components/i18n/client-island';
import { AcceptTerms } from './accept-terms-lazy';

/**
 * AcceptTerms with its own texts: the signed-in layout shows it instead of a page, and the layout's
 * island carries only the shell's namespaces.
 */
export function AcceptTermsIsland(props: React.ComponentProps<typeof AcceptTerms>) {
  return (
    <ClientMessages namespaces={['legal', 'validation']}>
      <AcceptTerms {...props} />
    </ClientMessages>
  );
}
