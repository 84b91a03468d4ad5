export type ApiError = { description: string; fieldErrors: Record<string, string> };

/**
 * What to show for a failed API call: the server's `hydra:description` (spec section 8), else the
 * RFC 7807 `detail`, else the status line; plus a 422's violations keyed by field (the wire's
 * property names are the form's).
 */
export async function readApiError(response: Response): Promise<ApiError> {
  const fallback = `${response.status} ${response.statusText}`.trim();
  try {
    const body = (await response.json()) as {
      'hydra:description'?: string;
      detail?: string;
      violations?: { propertyPath: string; message: string }[];
    };
    return {
      description: body['hydra:description'] || body.detail || fallback,
      fieldErrors: Object.fromEntries((body.violations ?? []).map((v) => [v.propertyPath, v.message])),
    };
  } catch {
    // Not JSON (a proxy's error page, say): the status line is all there is.
    return { description: fallback, fieldErrors: {} };
  }
}
