import { checkEmail } from './account-rules';

/**
 * The complaint form's rules (./grievance.ts's grievanceSchema, which the data layer parses with)
 * without zod, for the light grievance form (issue 28, item 3). The subjects are the page's
 * (GRIEVANCE_SUBJECTS' keys). tests/unit/public-form-rules.test.ts checks these answer as the
 * schema does.
 */
const GRIEVANCE_RULES = {
  name: { required: 'Enter Name!', max: 100, long: 'Name: at most 100 characters.' },
  subject: 'Select Subject!',
  details: {
    required: 'Enter Details!',
    min: 10,
    short: 'Please describe the complaint (at least 10 characters).',
    max: 5000,
    long: 'Details: at most 5000 characters.',
  },
  profile: { max: 200, long: 'Profile: at most 200 characters.' },
} as const;

type GrievanceValues = { name: string; email: string; subject: string; details: string; profile: string };

/** Each bad field's message; `subjects`: the subjects one may choose. */
export function checkGrievance(
  { name, email, subject, details, profile }: GrievanceValues,
  subjects: readonly string[],
) {
  const { name: n, details: d, profile: p } = GRIEVANCE_RULES;
  const who = name.trim();
  const what = details.trim();
  return {
    name: who.length < 1 ? n.required : who.length > n.max ? n.long : undefined,
    email: checkEmail(email),
    subject: subjects.includes(subject) ? undefined : GRIEVANCE_RULES.subject,
    details:
      what.length < 1 ? d.required : what.length < d.min ? d.short : what.length > d.max ? d.long : undefined,
    profile: profile.trim().length > p.max ? p.long : undefined,
  };
}
