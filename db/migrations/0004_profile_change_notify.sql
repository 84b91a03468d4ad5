-- One invalidation channel for every table the app caches reads of: the master data (0003) and
-- now the profiles, whose filtered admin lists keep their matching ids between pages.
CREATE FUNCTION table_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('table_changed', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER annual_income_notify ON "annual_income";
--> statement-breakpoint
CREATE TRIGGER annual_income_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "annual_income"
  FOR EACH STATEMENT EXECUTE FUNCTION table_changed_notify();
--> statement-breakpoint
DROP TRIGGER caste_notify ON "caste";
--> statement-breakpoint
CREATE TRIGGER caste_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "caste"
  FOR EACH STATEMENT EXECUTE FUNCTION table_changed_notify();
--> statement-breakpoint
DROP TRIGGER diet_notify ON "diet";
--> statement-breakpoint
CREATE TRIGGER diet_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "diet"
  FOR EACH STATEMENT EXECUTE FUNCTION table_changed_notify();
--> statement-breakpoint
DROP TRIGGER gender_notify ON "gender";
--> statement-breakpoint
CREATE TRIGGER gender_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "gender"
  FOR EACH STATEMENT EXECUTE FUNCTION table_changed_notify();
--> statement-breakpoint
DROP TRIGGER height_notify ON "height";
--> statement-breakpoint
CREATE TRIGGER height_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "height"
  FOR EACH STATEMENT EXECUTE FUNCTION table_changed_notify();
--> statement-breakpoint
DROP TRIGGER marital_status_notify ON "marital_status";
--> statement-breakpoint
CREATE TRIGGER marital_status_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "marital_status"
  FOR EACH STATEMENT EXECUTE FUNCTION table_changed_notify();
--> statement-breakpoint
DROP TRIGGER members_plan_notify ON "members_plan";
--> statement-breakpoint
CREATE TRIGGER members_plan_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "members_plan"
  FOR EACH STATEMENT EXECUTE FUNCTION table_changed_notify();
--> statement-breakpoint
DROP TRIGGER mother_tongue_notify ON "mother_tongue";
--> statement-breakpoint
CREATE TRIGGER mother_tongue_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mother_tongue"
  FOR EACH STATEMENT EXECUTE FUNCTION table_changed_notify();
--> statement-breakpoint
DROP TRIGGER occupation_notify ON "occupation";
--> statement-breakpoint
CREATE TRIGGER occupation_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "occupation"
  FOR EACH STATEMENT EXECUTE FUNCTION table_changed_notify();
--> statement-breakpoint
DROP TRIGGER payment_mode_notify ON "payment_mode";
--> statement-breakpoint
CREATE TRIGGER payment_mode_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "payment_mode"
  FOR EACH STATEMENT EXECUTE FUNCTION table_changed_notify();
--> statement-breakpoint
DROP TRIGGER profession_notify ON "profession";
--> statement-breakpoint
CREATE TRIGGER profession_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "profession"
  FOR EACH STATEMENT EXECUTE FUNCTION table_changed_notify();
--> statement-breakpoint
DROP TRIGGER qualification_notify ON "qualification";
--> statement-breakpoint
CREATE TRIGGER qualification_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "qualification"
  FOR EACH STATEMENT EXECUTE FUNCTION table_changed_notify();
--> statement-breakpoint
DROP TRIGGER raasi_notify ON "raasi";
--> statement-breakpoint
CREATE TRIGGER raasi_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "raasi"
  FOR EACH STATEMENT EXECUTE FUNCTION table_changed_notify();
--> statement-breakpoint
DROP TRIGGER star_notify ON "star";
--> statement-breakpoint
CREATE TRIGGER star_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "star"
  FOR EACH STATEMENT EXECUTE FUNCTION table_changed_notify();
--> statement-breakpoint
DROP TRIGGER weight_notify ON "weight";
--> statement-breakpoint
CREATE TRIGGER weight_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "weight"
  FOR EACH STATEMENT EXECUTE FUNCTION table_changed_notify();
--> statement-breakpoint
DROP FUNCTION master_data_notify();
--> statement-breakpoint
CREATE TRIGGER profile_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON profile
  FOR EACH STATEMENT EXECUTE FUNCTION table_changed_notify();
