-- Issue 24 item 4: the optional date, time (HH:MM, local clock) and place (a code of
-- lib/astro/places.ts) of birth, from which the star, the raasi and the rasi chart are computed.
ALTER TABLE "profile" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "birth_time" varchar(5);--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "birth_place" varchar(60);
