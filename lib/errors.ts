/** A violation of one field's rule, with the spec's message (e.g. caste: 'Enter Caste!'). */
export type Violation = { propertyPath: string; message: string };

/**
 * The one error type of the data layer. It knows its HTTP status; the API, server actions and
 * pages map it to their own answer in one place each. Its message is safe to show to users.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly violations: Violation[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badRequest = (message: string) => new AppError(400, message);
  static unauthorized = (message = 'Full authentication is required to access this resource.') =>
    new AppError(401, message);
  static forbidden = (message = 'Access Denied.') => new AppError(403, message);
  static notFound = (message = 'Not Found') => new AppError(404, message);
  static conflict = (message: string) => new AppError(409, message);

  /**
   * A unique value another row already has: 422 with a violation on that field, as API Platform's
   * UniqueEntity answers, so a form shows it under the field (a 409 names no field).
   */
  static taken = (propertyPath: string, message: string) => AppError.validation([{ propertyPath, message }]);

  static validation(violations: Violation[]) {
    return new AppError(422, violations.map((v) => `${v.propertyPath}: ${v.message}`).join('\n'), violations);
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
