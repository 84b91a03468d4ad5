-- Idempotency-Key (issue 21, item 4; lib/data/idempotency.ts). One row per key an account sent
-- with a write that declares it (POST /api/receipts, /api/interests, ...). The row is written in
-- the same transaction as the write it guards, with the IRI of what that write created, so a write
-- that committed while its client got an error (a 503, a dropped connection) is answered, not
-- repeated, when the client retries. The answer itself is stored right after. Rows older than 24
-- hours count as absent and are purged.
CREATE TABLE "idempotency_key" (
	"account_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"key" varchar(255) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"resource" text,
	"status" integer,
	"body" text,
	"headers" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("account_id", "key")
);
--> statement-breakpoint
CREATE INDEX "idempotency_key_created_idx" ON "idempotency_key" USING btree ("created_at");
