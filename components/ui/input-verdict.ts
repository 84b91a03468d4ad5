import type { UseFormReturnType } from '@mantine/form';

/** Green border of a touched, valid input (spec section 5); red with the message is Mantine's own. */
const VALID_STYLES = { input: { borderColor: 'var(--mantine-color-green-7)' } };

export type VerdictForm<Values> = Pick<
  UseFormReturnType<Values>,
  'getInputProps' | 'isTouched' | 'isValid' | 'errors'
>;

/**
 * Touched (focused once), its value passes the form's rules now, and no error is shown on it (the
 * server may have refused a value the rules accept). isValid runs the rules without showing an
 * error, so an empty field just focused stays neutral until it is left (then red).
 */
function isValidTouched<Values>(form: VerdictForm<Values>, path: keyof Values & string): boolean {
  return form.isTouched(path) && !form.errors[path] && form.isValid(path);
}

/** form.getInputProps plus the spec's green state: data-valid (for tests and styling) and a green border. */
export function inputWithVerdict<Values>(form: VerdictForm<Values>, path: keyof Values & string) {
  const valid = isValidTouched(form, path);
  return {
    ...form.getInputProps(path),
    'data-valid': valid || undefined,
    styles: valid ? VALID_STYLES : undefined,
  };
}
