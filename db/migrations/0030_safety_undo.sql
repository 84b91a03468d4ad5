-- Issue 22 leftovers. A report may be about an interest's note, kept as it read when reported;
-- an administrator may undo a hide or a suspension (with a reason, kept on the item); the session
-- stamp of a reinstated account differs from its stamp before the suspension, so the sessions the
-- suspension ended stay ended.
ALTER TABLE "report" ADD COLUMN "interest_id" integer REFERENCES "interest"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "report" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "moderation_item" ADD COLUMN "restored_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "moderation_item" ADD COLUMN "restored_by" integer REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "moderation_item" ADD COLUMN "restore_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reinstated_at" timestamp with time zone;
