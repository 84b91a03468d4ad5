CREATE INDEX "annual_income_name_trgm_idx" ON "annual_income" USING gin ("annual_income" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "annual_income_id_trgm_idx" ON "annual_income" USING gin ((cast("id" as text)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "caste_name_trgm_idx" ON "caste" USING gin ("caste" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "caste_id_trgm_idx" ON "caste" USING gin ((cast("id" as text)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "diet_name_trgm_idx" ON "diet" USING gin ("diet" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "diet_id_trgm_idx" ON "diet" USING gin ((cast("id" as text)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gender_name_trgm_idx" ON "gender" USING gin ("gender" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gender_id_trgm_idx" ON "gender" USING gin ((cast("id" as text)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "height_name_trgm_idx" ON "height" USING gin ("height" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "height_id_trgm_idx" ON "height" USING gin ((cast("id" as text)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "marital_status_name_trgm_idx" ON "marital_status" USING gin ("marital_status" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "marital_status_id_trgm_idx" ON "marital_status" USING gin ((cast("id" as text)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "members_plan_name_trgm_idx" ON "members_plan" USING gin ("plan_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "members_plan_id_trgm_idx" ON "members_plan" USING gin ((cast("id" as text)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mother_tongue_name_trgm_idx" ON "mother_tongue" USING gin ("mother_tongue" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mother_tongue_id_trgm_idx" ON "mother_tongue" USING gin ((cast("id" as text)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "occupation_name_trgm_idx" ON "occupation" USING gin ("occupation" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "occupation_id_trgm_idx" ON "occupation" USING gin ((cast("id" as text)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payment_mode_name_trgm_idx" ON "payment_mode" USING gin ("payment_mode" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payment_mode_id_trgm_idx" ON "payment_mode" USING gin ((cast("id" as text)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profession_name_trgm_idx" ON "profession" USING gin ("profession" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profession_id_trgm_idx" ON "profession" USING gin ((cast("id" as text)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "qualification_name_trgm_idx" ON "qualification" USING gin ("qualification" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "qualification_id_trgm_idx" ON "qualification" USING gin ((cast("id" as text)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "raasi_name_trgm_idx" ON "raasi" USING gin ("raasi" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "raasi_id_trgm_idx" ON "raasi" USING gin ((cast("id" as text)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "star_name_trgm_idx" ON "star" USING gin ("star" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "star_id_trgm_idx" ON "star" USING gin ((cast("id" as text)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "weight_name_trgm_idx" ON "weight" USING gin ("weight" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "weight_id_trgm_idx" ON "weight" USING gin ((cast("id" as text)) gin_trgm_ops);