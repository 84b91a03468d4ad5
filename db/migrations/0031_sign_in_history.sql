-- Issue 23 section 2: each sign-in of an account (time, IP address, the browser in short, and how:
-- password, password + e-mailed code, or an API token taken from a session), shown to the member on
-- /user/account and in Download my data. Kept 90 days and at most 50 per account
-- (lib/data/sign-in-history.ts); erased with the account (ON DELETE CASCADE).
CREATE TABLE "sign_in" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" varchar(45) NOT NULL,
	"user_agent" varchar(120) NOT NULL,
	"method" varchar(10) NOT NULL,
	CONSTRAINT "sign_in_method_known" CHECK ("method" in ('password', 'code', 'token'))
);
--> statement-breakpoint
CREATE INDEX "sign_in_user_at_idx" ON "sign_in" USING btree ("user_id", "at" DESC);
--> statement-breakpoint
CREATE INDEX "sign_in_at_idx" ON "sign_in" USING btree ("at");
