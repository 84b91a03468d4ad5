-- Messages between the two members of an accepted interest (issue 26 item 1). One conversation per
-- pair, the lower profile id first; each member's last "new message" e-mail for it, so it goes at
-- most once an hour. Deleting either profile deletes the conversation and its messages.
CREATE TABLE "conversation" (
	"id" serial PRIMARY KEY NOT NULL,
	"low_profile_id" integer NOT NULL REFERENCES "profile"("id") ON DELETE cascade,
	"high_profile_id" integer NOT NULL REFERENCES "profile"("id") ON DELETE cascade,
	"last_message_at" timestamp with time zone,
	"low_mailed_at" timestamp with time zone,
	"high_mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_pair_ordered" CHECK ("low_profile_id" < "high_profile_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_pair_idx" ON "conversation" USING btree ("low_profile_id", "high_profile_id");
--> statement-breakpoint
CREATE INDEX "conversation_high_idx" ON "conversation" USING btree ("high_profile_id");
--> statement-breakpoint
CREATE TABLE "message" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL REFERENCES "conversation"("id") ON DELETE cascade,
	"sender_profile_id" integer NOT NULL REFERENCES "profile"("id") ON DELETE cascade,
	"text" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_text_length" CHECK (char_length("text") between 1 and 2000)
);
--> statement-breakpoint
CREATE INDEX "message_conversation_idx" ON "message" USING btree ("conversation_id", "id");
--> statement-breakpoint
CREATE INDEX "message_unread_idx" ON "message" USING btree ("conversation_id", "sender_profile_id") WHERE "read_at" IS NULL;
--> statement-breakpoint
-- A reported message's report carries the messages around it as they were (the moderation queue shows them).
ALTER TABLE "report" ADD COLUMN "messages" jsonb;
--> statement-breakpoint
-- Open threads hear of a new message or a read mark at commit, on every instance that LISTENs
-- (lib/data/message-events.ts); the others poll the conversation.
CREATE FUNCTION conversation_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('conversation_changed', NEW.conversation_id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER message_changed_notify AFTER INSERT OR UPDATE ON "message"
  FOR EACH ROW EXECUTE FUNCTION conversation_changed_notify();
