import { checkEmail } from './account-rules';

/**
 * The contact form's rules (./contact.ts's contactSchema, which the server action parses with)
 * without zod and without libphonenumber, for the light contact form (issue 28, item 3): the
 * phone number's possibility is checked by `isPossible` once the form has loaded libphonenumber
 * (components/ui/phone-numbers.ts), the same function the schema calls.
 * tests/unit/public-form-rules.test.ts checks these answer as the schema does.
 */
const CONTACT_RULES = {
  name: { required: 'Enter Name!', max: 100 },
  message: { required: 'Enter Message!', max: 5000 },
  phone: { required: 'Enter Phone!', invalid: 'Enter Valid Phone!', max: 40 },
  tooLong: 'Too Long!',
} as const;

type ContactValues = { name: string; email: string; mobile: string; message: string };

const requiredText = (value: string, { required, max }: { required: string; max: number }) => {
  const text = value.trim();
  if (text.length < 1) return required;
  return text.length > max ? CONTACT_RULES.tooLong : undefined;
};

/**
 * Each bad field's message. `isPossible(number, 'IN')`: libphonenumber's isPossiblePhoneNumber;
 * without it (not loaded yet) a number that is there passes for now.
 */
export function checkContact(
  { name, email, mobile, message }: ContactValues,
  isPossible?: (number: string, country: 'IN') => boolean,
) {
  const phone = mobile.trim();
  const { required, invalid, max } = CONTACT_RULES.phone;
  return {
    name: requiredText(name, CONTACT_RULES.name),
    email: checkEmail(email),
    mobile:
      phone.length < 1
        ? required
        : phone.length > max || (isPossible && !isPossible(phone, 'IN'))
          ? invalid
          : undefined,
    message: requiredText(message, CONTACT_RULES.message),
  };
}
