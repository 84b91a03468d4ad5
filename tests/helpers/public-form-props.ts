import { contactTexts } from '@/app/(public)/contact/texts';
import { grievanceTexts } from '@/app/(public)/grievance/texts';
import { PAGE_MESSAGES } from '@/lib/i18n/catalogues';
import { specSayer, specTextsOf } from '@/lib/i18n/spec-say';
import { GRIEVANCE_SUBJECTS } from '@/lib/validation/grievance';

const catalogue = (locale: 'en' | 'ta') =>
  PAGE_MESSAGES[locale] as unknown as Record<string, Record<string, string>>;

/** What the contact page gives its light form, from a language's catalogue (English unless told). */
export function contactProps(locale: 'en' | 'ta' = 'en') {
  const messages = catalogue(locale);
  return {
    texts: contactTexts(
      (key) => messages.contact[key],
      (key) => messages.form[key],
    ),
    spec: specTextsOf(messages),
  };
}

/** What the grievance page gives its light complaint form. */
export function grievanceProps(locale: 'en' | 'ta' = 'en') {
  const messages = catalogue(locale);
  const spec = specTextsOf(messages);
  const say = specSayer(spec);
  return {
    texts: grievanceTexts(
      (key) => messages.grievance[key],
      (key) => messages.grievance[key],
      (key) => messages.form[key],
    ),
    spec,
    subjects: Object.entries(GRIEVANCE_SUBJECTS).map(([value, label]) => ({ value, label: say(label) })),
  };
}
