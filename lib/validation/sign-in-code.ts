import { z } from 'zod';

import { SIGN_IN_CODE_MESSAGES } from './sign-in-code-messages';

export { SIGN_IN_CODE_MESSAGES };

export const signInCodeSchema = z
  .string({ error: SIGN_IN_CODE_MESSAGES.format })
  .trim()
  .regex(/^\d{6}$/, SIGN_IN_CODE_MESSAGES.format);
