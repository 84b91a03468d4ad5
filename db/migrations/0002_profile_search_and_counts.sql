CREATE TABLE "table_count" (
	"table_name" varchar(63) PRIMARY KEY NOT NULL,
	"count" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "profile_father_name_trgm_idx" ON "profile" USING gin ("father_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profile_mother_name_trgm_idx" ON "profile" USING gin ("mother_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profile_kothram_trgm_idx" ON "profile" USING gin ("kothram" gin_trgm_ops);