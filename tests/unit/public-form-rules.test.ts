import { COUNTRY_OPTIONS, isPossiblePhoneNumber } from '@/components/ui/phone-numbers';
import { DEFAULT_COUNTRY } from '@/components/ui/light-phone-input';
import { contactSchema } from '@/lib/validation/contact';
import { checkContact } from '@/lib/validation/contact-rules';
import { GRIEVANCE_SUBJECTS, grievanceSchema } from '@/lib/validation/grievance';
import { checkGrievance } from '@/lib/validation/grievance-rules';
import { formValidator } from '@/lib/validation/form';

/**
 * The light contact and complaint forms check with rules of their own (no zod in the browser):
 * each must answer, field by field, what the schema the server parses with answers.
 */
const defined = (errors: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined));

const long = (n: number) => 'x'.repeat(n);

describe('the contact rules answer as contactSchema', () => {
  const schema = formValidator(contactSchema);
  const good = { name: 'Arun', email: 'arun@example.com', mobile: '+919876543210', message: 'Hello' };
  test.each<[string, Partial<typeof good>]>([
    ['a good enquiry', {}],
    ['an empty form', { name: '', email: '', mobile: '', message: '' }],
    ['blank texts', { name: '   ', message: ' \n ' }],
    ['texts too long', { name: long(101), message: long(5001) }],
    ['texts at their longest', { name: long(100), message: long(5000) }],
    ['a bad e-mail', { email: 'arun@' }],
    ['an impossible number', { mobile: '+91123' }],
    ['a number too long', { mobile: `+91${'9'.repeat(40)}` }],
    ['national digits (a legacy client)', { mobile: '9876543210' }],
    ['a British number', { mobile: '+447400123456' }],
    ['a blank number', { mobile: '  ' }],
  ])('%s', (_, change) => {
    const values = { ...good, ...change };
    expect(defined(checkContact(values, isPossiblePhoneNumber))).toEqual(schema(values));
  });

  it('lets a number pass until libphonenumber is loaded, but never an empty one', () => {
    expect(checkContact({ ...good, mobile: '+91123' }).mobile).toBeUndefined();
    expect(checkContact({ ...good, mobile: '' }).mobile).toBe('Enter Phone!');
  });

  it('shows India +91 before the country list loads, as the list names it', () => {
    expect(COUNTRY_OPTIONS.find((option) => option.value === DEFAULT_COUNTRY.value)?.label).toBe(
      DEFAULT_COUNTRY.label,
    );
    expect(DEFAULT_COUNTRY.label.endsWith(`+${DEFAULT_COUNTRY.callingCode}`)).toBe(true);
  });
});

describe('the complaint rules answer as grievanceSchema', () => {
  const schema = formValidator(grievanceSchema);
  const subjects = Object.keys(GRIEVANCE_SUBJECTS);
  const good = {
    name: 'Lakshmi',
    email: 'lakshmi@example.com',
    subject: 'photo_misuse',
    details: 'Profile 12 shows my photograph.',
    profile: '',
  };
  test.each<[string, Partial<typeof good>]>([
    ['a good complaint', {}],
    ['a good complaint about a profile', { profile: 'Profile 12' }],
    ['an empty form', { name: '', email: '', subject: '', details: '', profile: '' }],
    ['blank texts', { name: '  ', details: '   ' }],
    ['details too short', { details: 'Too short' }],
    ['details padded to ten', { details: '  123456789  ' }],
    ['details at ten', { details: '1234567890' }],
    ['texts too long', { name: long(101), details: long(5001), profile: long(201) }],
    ['texts at their longest', { name: long(100), details: long(5000), profile: long(200) }],
    ['an unknown subject', { subject: 'spam' }],
    ['a bad e-mail', { email: 'x@y' }],
  ])('%s', (_, change) => {
    const values = { ...good, ...change };
    expect(defined(checkGrievance(values, subjects))).toEqual(schema(values));
  });
});
