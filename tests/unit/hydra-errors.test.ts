/** @jest-environment node */
import { z } from 'zod';
import { errorResponse } from '@/lib/hydra/errors';
import { AppError } from '@/lib/errors';

describe('errorResponse', () => {
  it('keeps an AppError status, message and headers', async () => {
    const response = errorResponse(new AppError(429, 'Too many attempts.', [], { 'Retry-After': '60' }));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('60');
    expect(response.headers.get('content-type')).toBe('application/ld+json; charset=utf-8');
    expect(await response.json()).toEqual({
      '@context': '/api/contexts/Error',
      '@type': 'hydra:Error',
      'hydra:title': 'An error occurred',
      'hydra:description': 'Too many attempts.',
      title: 'An error occurred',
      detail: 'Too many attempts.',
      status: 429,
      type: '/errors/429',
    });
  });

  it('answers a ZodError with 422 violations', async () => {
    const result = z.object({ caste: z.string({ error: 'Enter Caste!' }) }).safeParse({});
    const response = errorResponse(result.error);
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.violations).toEqual([{ propertyPath: 'caste', message: 'Enter Caste!' }]);
    expect(body['hydra:description']).toBe('caste: Enter Caste!');
  });

  it('answers anything else with a bare 500 and logs it, never leaking SQL or a stack', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const error = new Error('Failed query: select password_hash from users where id = $1');
    const response = errorResponse(error);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)['hydra:description']).toBe('Internal Server Error');
    expect(text).not.toMatch(/select|password|at .*\.ts/i);
    expect(log).toHaveBeenCalledWith('[api] unexpected error', error);
    log.mockRestore();
  });
});
