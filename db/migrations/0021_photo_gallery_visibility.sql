-- Up to 5 photos per profile in the member's order (`photo` stays the main one), who sees them,
-- a blurred variant of each photo for those who may not, and requests to see them (issue 22).
ALTER TABLE "profile" ADD COLUMN "photos" varchar(300)[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "photo_visibility" varchar(10) DEFAULT 'members' NOT NULL;--> statement-breakpoint
UPDATE "profile" SET "photos" = ARRAY["photo"] WHERE "photo" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "profile" ADD CONSTRAINT "profile_photos_at_most_5" CHECK (cardinality("profile"."photos") <= 5);--> statement-breakpoint
ALTER TABLE "profile" ADD CONSTRAINT "profile_photo_visibility_known" CHECK ("profile"."photo_visibility" in ('members', 'interest', 'request'));--> statement-breakpoint
ALTER TABLE "media_object" ADD COLUMN "blur_storage_key" varchar(200);--> statement-breakpoint
ALTER TABLE "media_object" ADD COLUMN "blur_size" integer;--> statement-breakpoint
CREATE TABLE "photo_request" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_profile_id" integer NOT NULL,
	"to_profile_id" integer NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_request_status_known" CHECK ("photo_request"."status" in ('pending', 'granted', 'declined', 'revoked')),
	CONSTRAINT "photo_request_not_to_self" CHECK ("photo_request"."from_profile_id" <> "photo_request"."to_profile_id")
);--> statement-breakpoint
ALTER TABLE "photo_request" ADD CONSTRAINT "photo_request_from_profile_id_profile_id_fk" FOREIGN KEY ("from_profile_id") REFERENCES "public"."profile"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_request" ADD CONSTRAINT "photo_request_to_profile_id_profile_id_fk" FOREIGN KEY ("to_profile_id") REFERENCES "public"."profile"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "photo_request_pair_idx" ON "photo_request" USING btree ("from_profile_id","to_profile_id");--> statement-breakpoint
CREATE INDEX "photo_request_to_status_idx" ON "photo_request" USING btree ("to_profile_id","status");
