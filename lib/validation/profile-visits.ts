import { z } from 'zod';

/** Who viewed me and private browsing (issue 26 item 4): the server's words, shared by the pages and the API. */
export const PROFILE_VISIT_TEXT = {
  browsingPrivately:
    'You are browsing privately: the members whose pages you open are not told, so you cannot see who viewed you either. To see them, turn off private browsing in My account.',
  privateExplain:
    'While you browse privately, opening a candidate’s page leaves no trace: they do not see you in Who viewed me. You cannot see who viewed you either.',
  chooseBoolean: 'Choose true or false.',
} as const;

export const browsePrivatelySchema = z.object({
  browsePrivately: z.boolean({ error: PROFILE_VISIT_TEXT.chooseBoolean }),
});
