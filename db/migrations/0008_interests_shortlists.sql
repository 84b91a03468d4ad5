-- Interests between members and each member's shortlist (issue 11, items 6 and 7).
-- An interest goes from one profile to another and moves pending -> accepted | declined (the
-- recipient) or pending -> withdrawn (the sender). A member sends one interest to another member
-- once, ever (unique from/to: a withdrawn or declined one is not sent again), and a pair of members
-- has at most one live (pending or accepted) interest in either direction: B cannot open a second
-- conversation while A's interest to B is pending or accepted. Both rules live in the database, so
-- two requests racing each other cannot break them.
CREATE TABLE "interest" (
  "id" serial PRIMARY KEY NOT NULL,
  "from_profile_id" integer NOT NULL REFERENCES "profile"("id") ON DELETE CASCADE,
  "to_profile_id" integer NOT NULL REFERENCES "profile"("id") ON DELETE CASCADE,
  "status" varchar(10) DEFAULT 'pending' NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "interest_status_known" CHECK ("status" in ('pending', 'accepted', 'declined', 'withdrawn')),
  CONSTRAINT "interest_not_to_self" CHECK ("from_profile_id" <> "to_profile_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "interest_pair_idx" ON "interest" ("from_profile_id", "to_profile_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "interest_live_pair_idx" ON "interest"
  (least("from_profile_id", "to_profile_id"), greatest("from_profile_id", "to_profile_id"))
  WHERE "status" in ('pending', 'accepted');
--> statement-breakpoint
-- The received list and its menu count: recipient and status.
CREATE INDEX "interest_to_status_idx" ON "interest" ("to_profile_id", "status");
--> statement-breakpoint
-- The administrator's "this month" counts.
CREATE INDEX "interest_created_idx" ON "interest" ("created_at");
--> statement-breakpoint
CREATE TABLE "shortlist" (
  "id" serial PRIMARY KEY NOT NULL,
  "owner_profile_id" integer NOT NULL REFERENCES "profile"("id") ON DELETE CASCADE,
  "profile_id" integer NOT NULL REFERENCES "profile"("id") ON DELETE CASCADE,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "shortlist_not_self" CHECK ("owner_profile_id" <> "profile_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "shortlist_owner_profile_idx" ON "shortlist" ("owner_profile_id", "profile_id");
