/** The words the light register form shows (./register-form.tsx), read on the server from `auth` and `form`. */
export type RegisterTexts = ReturnType<typeof registerTexts>;

type Translate = (key: string) => string;

/** `consent` is the catalogue's raw text: its <terms> and <privacy> tags become links in the form. */
export function registerTexts(auth: Translate, form: Translate, consentRaw: string) {
  return {
    title: auth('registerTitle'),
    email: form('email'),
    password: form('password'),
    showPassword: form('showPassword'),
    lengthHint: form('lengthHint'),
    consent: consentRaw,
    registerFree: auth('registerFree'),
    alreadyRegistered: auth('alreadyRegistered'),
    login: form('login'),
    resend: auth('resend'),
    dismiss: form('dismiss'),
  };
}
