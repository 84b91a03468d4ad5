// Straight from libphonenumber-js (what react-phone-number-input uses), for the server.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * A stored phone number (E.164) as people write it, "+91 98765 43210" (what react-phone-number-input's
 * formatPhoneNumberIntl gives); a number it cannot read as it is. Pages format on the server so that
 * the browser does not download the phone metadata only to show a number.
 */
export function formatPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
