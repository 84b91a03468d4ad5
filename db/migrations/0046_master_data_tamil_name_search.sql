-- The administrator's lists show, filter and search the name in Tamil like the name (issue 24): each gets
-- the trigram index the name has (migration 0005), so the Search box's OR over id, name and name in Tamil
-- stays an index scan.
CREATE INDEX IF NOT EXISTS "annual_income_name_ta_trgm_idx" ON "annual_income" USING gin ("name_ta" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "caste_name_ta_trgm_idx" ON "caste" USING gin ("name_ta" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "diet_name_ta_trgm_idx" ON "diet" USING gin ("name_ta" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "gender_name_ta_trgm_idx" ON "gender" USING gin ("name_ta" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "height_name_ta_trgm_idx" ON "height" USING gin ("name_ta" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "marital_status_name_ta_trgm_idx" ON "marital_status" USING gin ("name_ta" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "members_plan_name_ta_trgm_idx" ON "members_plan" USING gin ("name_ta" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mother_tongue_name_ta_trgm_idx" ON "mother_tongue" USING gin ("name_ta" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "occupation_name_ta_trgm_idx" ON "occupation" USING gin ("name_ta" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_mode_name_ta_trgm_idx" ON "payment_mode" USING gin ("name_ta" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "profession_name_ta_trgm_idx" ON "profession" USING gin ("name_ta" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "qualification_name_ta_trgm_idx" ON "qualification" USING gin ("name_ta" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "raasi_name_ta_trgm_idx" ON "raasi" USING gin ("name_ta" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "star_name_ta_trgm_idx" ON "star" USING gin ("name_ta" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "weight_name_ta_trgm_idx" ON "weight" USING gin ("name_ta" gin_trgm_ops);
