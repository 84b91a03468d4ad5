import { z } from 'zod';

/** Account forms' rules and messages (spec section 5), shared by the pages and the JSON calls. */
export const emailField = z
  .string({ error: 'Enter Email!' })
  .trim()
  .min(1, 'Enter Email!')
  .max(254, 'Enter Valid Email!')
  .pipe(z.email('Enter Valid Email!'));

export const loginSchema = z.object({
  email: emailField,
  password: z.string({ error: 'Enter Password!' }).min(1, 'Enter Password!').max(200, 'Enter Password!'),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Turns a zod schema into a Mantine form validator that shows the first message of each field. */
export function formValidator<T extends z.ZodType>(schema: T) {
  return (values: unknown): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join('.');
      errors[key] ??= issue.message;
    }
    return errors;
  };
}
