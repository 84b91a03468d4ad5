import { HydraAdmin, fetchHydra, hydraDataProvider } from '@api-platform/admin';
import { parseHydraDocumentation } from '@api-platform/api-doc-parser';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * The smallest API Platform Admin there is: HydraAdmin guessing every screen from docs.jsonld,
 * authenticated by a Bearer token (as API Platform's docs show), on an origin of its own. The test
 * page defines window.ADMIN_CONFIG before loading this bundle.
 */
declare global {
  interface Window {
    ADMIN_CONFIG: { entrypoint: string; token: string };
  }
}

const { entrypoint, token } = window.ADMIN_CONFIG;

/** Adds the token to whatever headers the caller sends (a Headers object, a plain object, or none). */
function withToken(headers?: HeadersInit): Headers {
  const merged = new Headers(headers);
  merged.set('Authorization', `Bearer ${token}`);
  return merged;
}

const dataProvider = hydraDataProvider({
  entrypoint,
  mercure: false,
  httpClient: (url, options = {}) =>
    fetchHydra(url, { ...options, headers: withToken(options.headers as HeadersInit | undefined) }),
  apiDocumentationParser: (url) => parseHydraDocumentation(url, { headers: withToken() }),
});

// disableTelemetry: react-admin would otherwise call marmelab.com; tests reach only loopback addresses.
createRoot(document.getElementById('root')!).render(
  createElement(HydraAdmin, { entrypoint, dataProvider, mercure: false, disableTelemetry: true }),
);
