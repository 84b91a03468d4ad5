/**
 * The passwords people choose most often, refused for new passwords (issue 15): guessing them
 * first is how accounts fall to online guessing and credential stuffing. The list is zxcvbn-ts's
 * maintained "passwords-common" dictionary (about 49,000 entries, about 42,700 of them within the
 * spec's 6 to 20 characters), compared without letter case.
 *
 * The dictionary is a few hundred kilobytes, so it is loaded on demand: the server loads it before
 * validating a new password (ensureCommonPasswords), and the forms that set one load it when they
 * mount (the light public forms: when the password field is first focused). Until then the client-side rule lets a password through and the server still refuses it.
 */
export const COMMON_PASSWORD_MESSAGE = 'This password is too common.';

let common: ReadonlySet<string> | null = null;
let loading: Promise<ReadonlySet<string>> | null = null;

export function ensureCommonPasswords(): Promise<ReadonlySet<string>> {
  loading ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => {
    // Shorter or longer ones are refused by the length rule already.
    common = new Set(dictionary['passwords-common'].filter((p) => p.length >= 6 && p.length <= 20));
    return common;
  });
  return loading;
}

/**
 * A password field's handlers that start loading the list on the field's first focus: where a
 * password is chosen, the list comes while the member types one, not with the page (on a phone it
 * is most of the register page's JavaScript, issue 28).
 */
export function loadingCommonPasswordsOnFocus<F extends { onFocus: () => void }>(field: F): F {
  return {
    ...field,
    onFocus: () => {
      void ensureCommonPasswords();
      field.onFocus();
    },
  };
}

/** True for a listed password; false while the list is not loaded yet (see above). */
export function isCommonPassword(password: string): boolean {
  return common?.has(password.toLowerCase()) ?? false;
}
