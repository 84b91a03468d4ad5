/** The words the light complaint form shows (./grievance-form.tsx), read on the server from `grievance` and `form`. */
export type GrievanceTexts = ReturnType<typeof grievanceTexts>;

type Translate = (key: string) => string;

/**
 * `raw` gives a catalogue text as written: the alert's two texts keep their {ticket} and {email},
 * filled in the browser by fillIn.
 */
export function grievanceTexts(grievance: Translate, raw: Translate, form: Translate) {
  return {
    title: grievance('fileComplaint'),
    name: grievance('yourName'),
    email: grievance('yourEmail'),
    subject: grievance('subject'),
    profile: grievance('profile'),
    profileDescription: grievance('profileDescription'),
    details: grievance('details'),
    submit: grievance('submit'),
    somethingWrong: grievance('somethingWrong'),
    ticket: raw('ticket'),
    received: raw('received'),
    dismiss: form('dismiss'),
  };
}

/** A catalogue text's {name} placeholders filled. */
export const fillIn = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
