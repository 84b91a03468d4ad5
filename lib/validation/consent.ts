import { z } from 'zod';
import { registerSchema } from './account';

/** The consent box of the Register page (issue 23, item 3), and its message when left unticked. */
export const CONSENT_LABEL = 'I agree to the Terms and Privacy Policy';
export const CONSENT_REQUIRED = 'Please agree to the Terms and Privacy Policy!';

/**
 * The Register form: the legacy call's e-mail and password, plus the ticked consent. The legacy
 * POST /register/memberaction keeps registerSchema (its contract has no consent field).
 */
export const registerWithConsentSchema = registerSchema.extend({
  consent: z.literal(true, { error: CONSENT_REQUIRED }),
});
