import { config } from 'zod';

// zod compiles object parsers with new Function() when eval works, and probes that by trying it:
// under the pages' CSP (no 'unsafe-eval') the probe is a reported violation. The browser parses
// small forms, where the interpreted parser is as good. Imported (for this effect) by the modules
// that parse in the browser, not by the root layout: pages without a form load no zod at all.
if (typeof window !== 'undefined') config({ jitless: true });
