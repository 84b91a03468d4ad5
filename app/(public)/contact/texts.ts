/** The words the light contact form shows (./contact-form.tsx), read on the server from `contact` and `form`. */
export type ContactTexts = ReturnType<typeof contactTexts>;

type Translate = (key: string) => string;

export function contactTexts(contact: Translate, form: Translate) {
  return {
    title: contact('title'),
    name: contact('name'),
    email: contact('email'),
    phone: contact('phone'),
    country: contact('country'),
    noCountry: contact('noCountry'),
    message: contact('message'),
    submit: contact('submit'),
    dismiss: form('dismiss'),
  };
}
