-- An exact profile total that no request has to recount: statement-level triggers keep
-- table_count in step with every insert, delete and truncate (one row update per statement).
CREATE FUNCTION table_count_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE delta bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT count(*) INTO delta FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT -count(*) INTO delta FROM old_rows;
  ELSE
    -- TRUNCATE
    INSERT INTO table_count (table_name, count) VALUES (TG_TABLE_NAME, 0)
      ON CONFLICT (table_name) DO UPDATE SET count = 0;
    RETURN NULL;
  END IF;
  IF delta <> 0 THEN
    INSERT INTO table_count (table_name, count) VALUES (TG_TABLE_NAME, delta)
      ON CONFLICT (table_name) DO UPDATE SET count = table_count.count + excluded.count;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO table_count (table_name, count) SELECT 'profile', count(*) FROM profile
  ON CONFLICT (table_name) DO UPDATE SET count = excluded.count;
--> statement-breakpoint
CREATE TRIGGER profile_count_insert AFTER INSERT ON profile
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION table_count_track();
--> statement-breakpoint
CREATE TRIGGER profile_count_delete AFTER DELETE ON profile
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION table_count_track();
--> statement-breakpoint
CREATE TRIGGER profile_count_truncate AFTER TRUNCATE ON profile
  FOR EACH STATEMENT EXECUTE FUNCTION table_count_track();
--> statement-breakpoint
-- Every change to a master-data table, whoever makes it, tells each app instance listening on
-- "master_data" to drop its cached copy of that table (delivered at commit).
CREATE FUNCTION master_data_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('master_data', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER annual_income_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "annual_income"
  FOR EACH STATEMENT EXECUTE FUNCTION master_data_notify();
--> statement-breakpoint
CREATE TRIGGER caste_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "caste"
  FOR EACH STATEMENT EXECUTE FUNCTION master_data_notify();
--> statement-breakpoint
CREATE TRIGGER diet_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "diet"
  FOR EACH STATEMENT EXECUTE FUNCTION master_data_notify();
--> statement-breakpoint
CREATE TRIGGER gender_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "gender"
  FOR EACH STATEMENT EXECUTE FUNCTION master_data_notify();
--> statement-breakpoint
CREATE TRIGGER height_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "height"
  FOR EACH STATEMENT EXECUTE FUNCTION master_data_notify();
--> statement-breakpoint
CREATE TRIGGER marital_status_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "marital_status"
  FOR EACH STATEMENT EXECUTE FUNCTION master_data_notify();
--> statement-breakpoint
CREATE TRIGGER members_plan_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "members_plan"
  FOR EACH STATEMENT EXECUTE FUNCTION master_data_notify();
--> statement-breakpoint
CREATE TRIGGER mother_tongue_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mother_tongue"
  FOR EACH STATEMENT EXECUTE FUNCTION master_data_notify();
--> statement-breakpoint
CREATE TRIGGER occupation_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "occupation"
  FOR EACH STATEMENT EXECUTE FUNCTION master_data_notify();
--> statement-breakpoint
CREATE TRIGGER payment_mode_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "payment_mode"
  FOR EACH STATEMENT EXECUTE FUNCTION master_data_notify();
--> statement-breakpoint
CREATE TRIGGER profession_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "profession"
  FOR EACH STATEMENT EXECUTE FUNCTION master_data_notify();
--> statement-breakpoint
CREATE TRIGGER qualification_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "qualification"
  FOR EACH STATEMENT EXECUTE FUNCTION master_data_notify();
--> statement-breakpoint
CREATE TRIGGER raasi_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "raasi"
  FOR EACH STATEMENT EXECUTE FUNCTION master_data_notify();
--> statement-breakpoint
CREATE TRIGGER star_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "star"
  FOR EACH STATEMENT EXECUTE FUNCTION master_data_notify();
--> statement-breakpoint
CREATE TRIGGER weight_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "weight"
  FOR EACH STATEMENT EXECUTE FUNCTION master_data_notify();
