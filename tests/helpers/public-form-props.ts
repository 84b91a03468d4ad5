import { contactTexts } from '@/app/(public)/contact/texts';
import { grievanceTexts } from '@/app/(public)/grievance/texts';
import { specSayer, specTextsOf } from '@/lib/i18n/spec-say';
import { GRIEVANCE_SUBJECTS } from '@/lib/validation/grievance';
import { pageCatalogue } from './light-props';

/** What the contact page gives its light form, from a language's catalogue (English unless told). */
export function contactProps(locale: 'en' | 'ta' = 'en') {
  const { messages, t } = pageCatalogue(locale);
  return {
    texts: contactTexts(t('contact'), t('form')),
    spec: specTextsOf(messages),
  };
}

/** What the grievance page gives its light complaint form. */
export function grievanceProps(locale: 'en' | 'ta' = 'en') {
  const { messages, t, asWritten } = pageCatalogue(locale);
  const spec = specTextsOf(messages);
  const say = specSayer(spec);
  return {
    texts: grievanceTexts(t('grievance'), asWritten('grievance'), t('form')),
    spec,
    subjects: Object.entries(GRIEVANCE_SUBJECTS).map(([value, label]) => ({ value, label: say(label) })),
  };
}
