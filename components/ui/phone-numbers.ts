import {
  AsYouType,
  getCountries,
  getCountryCallingCode,
  isPossiblePhoneNumber,
  type CountryCode,
} from 'libphonenumber-js/min';
import en from 'react-phone-number-input/locale/en';

/**
 * What the light phone input (./light-phone-input.tsx) loads when it is first needed: libphonenumber's
 * metadata (the one react-phone-number-input and the server's contact schema use), the country
 * list with its English names, and the formatting as one types. Its own chunk, downloaded on the
 * contact form's first focus, not with the page (issue 28, item 3).
 */

/** Every country as "India +91", sorted by name, as components/ui/phone-input.tsx lists them. */
export const COUNTRY_OPTIONS = getCountries()
  .map((code) => ({ value: code, label: `${en[code] ?? code} +${getCountryCallingCode(code)}` }))
  .sort((a, b) => a.label.localeCompare(b.label));

export const callingCode = (country: string) => getCountryCallingCode(country as CountryCode);

/** The number as react-phone-number-input shows it while typed: "+91 98765 43210". */
export const formatTyped = (country: string, national: string) =>
  new AsYouType(country as CountryCode).input(`+${callingCode(country)}${national}`);

export { isPossiblePhoneNumber };
