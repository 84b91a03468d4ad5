import { act, render, type RenderOptions } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { NextIntlClientProvider } from 'next-intl';
import { ConfirmHost } from '@/components/shell/confirm-host';
import { ToastHost } from '@/components/shell/toast-host';
import { theme } from '@/components/theme';
import { PAGE_MESSAGES } from '@/lib/i18n/catalogues';

/**
 * Renders inside the app's Mantine theme and a page's messages (English unless told), with the
 * toast and confirm-dialog hosts the signed-in layout downloads on first use, here from the start.
 */
function Wrapper({ children, locale = 'en' }: { children: React.ReactNode; locale?: 'en' | 'ta' }) {
  return (
    <NextIntlClientProvider locale={locale} messages={PAGE_MESSAGES[locale]} timeZone="Asia/Kolkata">
      <MantineProvider theme={theme} env="test">
        <ToastHost />
        <ConfirmHost />
        {children}
      </MantineProvider>
    </NextIntlClientProvider>
  );
}

// Toasts live in a module-wide store: one test's toasts must not show up in the next.
afterEach(() => act(() => notifications.clean()));

export function renderWithMantine(
  ui: React.ReactElement,
  { locale, ...options }: Omit<RenderOptions, 'wrapper'> & { locale?: 'en' | 'ta' } = {},
) {
  return render(ui, {
    wrapper: ({ children }) => <Wrapper locale={locale}>{children}</Wrapper>,
    ...options,
  });
}

/** A JSON-LD answer as fetch returns it (jsdom has no Response class, and the client reads only these). */
export function jsonResponse(body: unknown, status = 200): Response {
  return { ok: status >= 200 && status < 300, status, statusText: '', json: async () => body } as Response;
}

export type FetchCall = { url: string; method: string; headers: Record<string, string>; body: unknown };

/**
 * Replaces fetch with `answer`, recording each call (URL, method, headers, parsed JSON body).
 * Component tests only: the end-to-end tests run against the real API.
 */
export function mockFetch(answer: (call: FetchCall) => Response | Promise<Response>): FetchCall[] {
  const calls: FetchCall[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: FetchCall = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    return answer(call);
  }) as typeof fetch;
  return calls;
}

export * from '@testing-library/react';
