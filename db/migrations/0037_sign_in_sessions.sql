-- Issue 25 item 3: administrators see how many sessions a member has live. A sign-in now records the
-- session it began (the id its cookie carries, lib/auth/config.ts) and the account's session stamp
-- at the time (lib/data/credentials.ts): a session is live while it is within its lifetime, its stamp
-- is the account's current one and it was not signed out (ended_session). Older rows have neither.
ALTER TABLE "sign_in" ADD COLUMN "session_id" varchar(64);
--> statement-breakpoint
ALTER TABLE "sign_in" ADD COLUMN "stamp" varchar(22);
