/**
 * The longest message a member may send (issue 26 item 1), apart from the schema (./message.ts) so
 * that the conversation page checks it without loading zod (issue 28).
 */
export const MESSAGE_MAX_LENGTH = 2000;
