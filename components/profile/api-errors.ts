/**
 * What to show for a failed API call: the server's `hydra:description` (spec section 8), else the
 * RFC 7807 `detail`, else the status line (a proxy's error page is not JSON).
 */
export function apiErrorMessage(status: number, statusText: string, bodyText: string): string {
  const fallback = `${status} ${statusText}`.trim();
  try {
    const body = JSON.parse(bodyText) as { 'hydra:description'?: string; detail?: string };
    return body['hydra:description'] || body.detail || fallback;
  } catch {
    return fallback;
  }
}
