import type { ApiProperty, ApiRange } from './api-classes';

/**
 * A readable property of a documented API class (Hydra and OpenAPI): writable where clients may
 * send it, required where they must. The classes of lib/hydra/*-classes.ts build theirs with it.
 */
export const apiProperty = (
  name: string,
  range: ApiRange,
  description: string,
  writable = false,
  required = false,
): ApiProperty => ({
  name,
  range,
  required,
  readable: true,
  writable,
  description,
});
