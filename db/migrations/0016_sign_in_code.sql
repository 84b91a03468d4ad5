-- One-time codes e-mailed as the second step of a sign-in when a sign-in limit has tripped (issue
-- 21 item 6, lib/data/sign-in-codes.ts): a right password from a busy address or an unknown device
-- still gets in, with the code. Only a keyed hash of each code is stored; a code works once, for
-- 10 minutes, and for a few wrong tries.
CREATE TABLE "sign_in_code" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sign_in_code" ADD CONSTRAINT "sign_in_code_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "sign_in_code_user_idx" ON "sign_in_code" USING btree ("user_id","expires_at");
