/** The words the light login form shows (./login-form.tsx), read on the server from `auth` and `form`. */
export type LoginTexts = ReturnType<typeof loginTexts>;

type Translate = (key: string) => string;

export function loginTexts(auth: Translate, form: Translate) {
  return {
    title: auth('loginTitle'),
    email: form('email'),
    password: form('password'),
    showPassword: form('showPassword'),
    forgot: auth('forgot'),
    login: form('login'),
    newHere: auth('newHere'),
    registerFree: auth('registerFree'),
    noActivation: auth('noActivation'),
    resend: auth('resend'),
    dismiss: form('dismiss'),
    code: auth('code'),
    sendNewCode: auth('sendNewCode'),
    back: auth('back'),
    noCodeMail: auth('noCodeMail'),
  };
}
