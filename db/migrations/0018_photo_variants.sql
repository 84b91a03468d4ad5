-- Photos are re-encoded on upload into a page variant (the media object's own file) and a card variant.
ALTER TABLE "media_object" ADD COLUMN "card_storage_key" varchar(200);--> statement-breakpoint
ALTER TABLE "media_object" ADD COLUMN "card_size" integer;
