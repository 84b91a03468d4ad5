import { z } from 'zod';
import { registerSchema } from './account';
import { CONSENT_LABEL, CONSENT_REQUIRED } from './account-rules';

/** The consent box of the Register page (issue 23, item 3), and its message when left unticked. */
export { CONSENT_LABEL, CONSENT_REQUIRED };

/**
 * The Register form: the legacy call's e-mail and password, plus the ticked consent. The legacy
 * POST /register/memberaction keeps registerSchema (its contract has no consent field).
 */
export const registerWithConsentSchema = registerSchema.extend({
  consent: z.literal(true, { error: CONSENT_REQUIRED }),
});
