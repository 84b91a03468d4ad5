CREATE TABLE "account_token" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"token_hash" varchar(128) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "annual_income" (
	"id" serial PRIMARY KEY NOT NULL,
	"annual_income" varchar(100) NOT NULL,
	"status" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "caste" (
	"id" serial PRIMARY KEY NOT NULL,
	"caste" varchar(100) NOT NULL,
	"status" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diet" (
	"id" serial PRIMARY KEY NOT NULL,
	"diet" varchar(100) NOT NULL,
	"status" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquiry" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"mobile" varchar(20) NOT NULL,
	"message" text NOT NULL,
	"handled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gender" (
	"id" serial PRIMARY KEY NOT NULL,
	"gender" varchar(100) NOT NULL,
	"status" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "height" (
	"id" serial PRIMARY KEY NOT NULL,
	"height" varchar(100) NOT NULL,
	"status" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marital_status" (
	"id" serial PRIMARY KEY NOT NULL,
	"marital_status" varchar(100) NOT NULL,
	"status" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_object" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"owner_id" integer,
	"mime_type" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"original_name" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members_plan" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_name" varchar(100) NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"validity" integer NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	CONSTRAINT "members_plan_amount_positive" CHECK ("members_plan"."amount" >= 0),
	CONSTRAINT "members_plan_validity_positive" CHECK ("members_plan"."validity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mother_tongue" (
	"id" serial PRIMARY KEY NOT NULL,
	"mother_tongue" varchar(100) NOT NULL,
	"status" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "occupation" (
	"id" serial PRIMARY KEY NOT NULL,
	"occupation" varchar(100) NOT NULL,
	"status" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_mode" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_mode" varchar(100) NOT NULL,
	"status" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profession" (
	"id" serial PRIMARY KEY NOT NULL,
	"profession" varchar(100) NOT NULL,
	"status" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"full_name" varchar(100) NOT NULL,
	"mobile" varchar(20) NOT NULL,
	"height_id" integer NOT NULL,
	"weight_id" integer NOT NULL,
	"age" smallint NOT NULL,
	"qualification_id" integer NOT NULL,
	"occupation_id" integer NOT NULL,
	"annual_income_id" integer NOT NULL,
	"gender_id" integer NOT NULL,
	"marital_status_id" integer NOT NULL,
	"total_children" smallint DEFAULT 0 NOT NULL,
	"native_city" varchar(100) NOT NULL,
	"native_country" varchar(2) DEFAULT 'IN' NOT NULL,
	"living_city" varchar(100) NOT NULL,
	"living_country" varchar(2) DEFAULT 'IN' NOT NULL,
	"diet_id" integer NOT NULL,
	"physically_challenged" boolean DEFAULT false NOT NULL,
	"photo" varchar(300),
	"father_name" varchar(100) NOT NULL,
	"father_occupation_id" integer NOT NULL,
	"mother_name" varchar(100) NOT NULL,
	"mother_occupation_id" integer NOT NULL,
	"total_brothers" smallint DEFAULT 0 NOT NULL,
	"total_sisters" smallint DEFAULT 0 NOT NULL,
	"caste_id" integer NOT NULL,
	"kothram" varchar(100),
	"mother_tongue_id" integer NOT NULL,
	"chevvai_dhosam" boolean DEFAULT false NOT NULL,
	"raasi_id" integer NOT NULL,
	"star_id" integer NOT NULL,
	"horoscope" varchar(300),
	"lqualification_id" integer,
	"loccupation_id" integer,
	"lmother_tongue_id" integer,
	"lchevvai_dhosam" boolean,
	"lmarital_status_id" integer,
	"lraasi_id" integer,
	"lstar_id" integer,
	"lphysically_challenged" boolean,
	"lheight_id" integer,
	"lfrom_age" smallint NOT NULL,
	"lto_age" smallint NOT NULL,
	"lcaste_id" integer,
	"mobile_verified" boolean DEFAULT false NOT NULL,
	"mobile_verified_at" timestamp with time zone,
	"mobile_verified_by" integer,
	"status" boolean DEFAULT true NOT NULL,
	"otp" varchar(20),
	"members_plan_id" integer,
	"expiry" date,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_age_range" CHECK ("profile"."age" between 18 and 99)
);
--> statement-breakpoint
CREATE TABLE "qualification" (
	"id" serial PRIMARY KEY NOT NULL,
	"qualification" varchar(100) NOT NULL,
	"status" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "raasi" (
	"id" serial PRIMARY KEY NOT NULL,
	"raasi" varchar(100) NOT NULL,
	"number" smallint,
	"status" boolean DEFAULT true NOT NULL,
	CONSTRAINT "raasi_number_range" CHECK ("raasi"."number" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "rate_limit" (
	"key" varchar(300) PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "star" (
	"id" serial PRIMARY KEY NOT NULL,
	"star" varchar(100) NOT NULL,
	"number" smallint,
	"status" boolean DEFAULT true NOT NULL,
	CONSTRAINT "star_number_range" CHECK ("star"."number" between 1 and 27)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"roles" text[] DEFAULT '{ROLE_MEMBER}'::text[] NOT NULL,
	"activated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weight" (
	"id" serial PRIMARY KEY NOT NULL,
	"weight" varchar(100) NOT NULL,
	"status" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_token" ADD CONSTRAINT "account_token_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_object" ADD CONSTRAINT "media_object_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile" ADD CONSTRAINT "profile_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile" ADD CONSTRAINT "profile_height_id_height_id_fk" FOREIGN KEY ("height_id") REFERENCES "public"."height"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile" ADD CONSTRAINT "profile_weight_id_weight_id_fk" FOREIGN KEY ("weight_id") REFERENCES "public"."weight"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile" ADD CONSTRAINT "profile_qualification_id_qualification_id_fk" FOREIGN KEY ("qualification_id") REFERENCES "public"."qualification"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile" ADD CONSTRAINT "profile_occupation_id_occupation_id_fk" FOREIGN KEY ("occupation_id") REFERENCES "public"."occupation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile" ADD CONSTRAINT "profile_annual_income_id_annual_income_id_fk" FOREIGN KEY ("annual_income_id") REFERENCES "public"."annual_income"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile" ADD CONSTRAINT "profile_gender_id_gender_id_fk" FOREIGN KEY ("gender_id") REFERENCES "public"."gender"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile" ADD CONSTRAINT "profile_marital_status_id_marital_status_id_fk" FOREIGN KEY ("marital_status_id") REFERENCES "public"."marital_status"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile" ADD CONSTRAINT "profile_diet_id_diet_id_fk" FOREIGN KEY ("diet_id") REFERENCES "public"."diet"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile" ADD CONSTRAINT "profile_father_occupation_id_occupation_id_fk" FOREIGN KEY ("father_occupation_id") REFERENCES "public"."occupation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile" ADD CONSTRAINT "profile_mother_occupation_id_occupation_id_fk" FOREIGN KEY ("mother_occupation_id") REFERENCES "public"."occupation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile" ADD CONSTRAINT "profile_caste_id_caste_id_fk" FOREIGN KEY ("caste_id") REFERENCES "public"."caste"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile" ADD CONSTRAINT "profile_mother_tongue_id_mother_tongue_id_fk" FOREIGN KEY ("mother_tongue_id") REFERENCES "public"."mother_tongue"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile" ADD CONSTRAINT "profile_raasi_id_raasi_id_fk" FOREIGN KEY ("raasi_id") REFERENCES "public"."raasi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile" ADD CONSTRAINT "profile_star_id_star_id_fk" FOREIGN KEY ("star_id") REFERENCES "public"."star"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile" ADD CONSTRAINT "profile_lqualification_id_qualification_id_fk" FOREIGN KEY ("lqualification_id") REFERENCES "public"."qualification"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile" ADD CONSTRAINT "profile_loccupation_id_occupation_id_fk" FOREIGN KEY ("loccupation_id") REFERENCES "public"."occupation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile" ADD CONSTRAINT "profile_lmother_tongue_id_mother_tongue_id_fk" FOREIGN KEY ("lmother_tongue_id") REFERENCES "public"."mother_tongue"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile" ADD CONSTRAINT "profile_lmarital_status_id_marital_status_id_fk" FOREIGN KEY ("lmarital_status_id") REFERENCES "public"."marital_status"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile" ADD CONSTRAINT "profile_lraasi_id_raasi_id_fk" FOREIGN KEY ("lraasi_id") REFERENCES "public"."raasi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile" ADD CONSTRAINT "profile_lstar_id_star_id_fk" FOREIGN KEY ("lstar_id") REFERENCES "public"."star"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile" ADD CONSTRAINT "profile_lheight_id_height_id_fk" FOREIGN KEY ("lheight_id") REFERENCES "public"."height"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile" ADD CONSTRAINT "profile_lcaste_id_caste_id_fk" FOREIGN KEY ("lcaste_id") REFERENCES "public"."caste"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile" ADD CONSTRAINT "profile_mobile_verified_by_users_id_fk" FOREIGN KEY ("mobile_verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile" ADD CONSTRAINT "profile_members_plan_id_members_plan_id_fk" FOREIGN KEY ("members_plan_id") REFERENCES "public"."members_plan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_token_hash_idx" ON "account_token" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "account_token_user_idx" ON "account_token" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "annual_income_name_lower_idx" ON "annual_income" USING btree (lower("annual_income"));--> statement-breakpoint
CREATE UNIQUE INDEX "caste_name_lower_idx" ON "caste" USING btree (lower("caste"));--> statement-breakpoint
CREATE UNIQUE INDEX "diet_name_lower_idx" ON "diet" USING btree (lower("diet"));--> statement-breakpoint
CREATE INDEX "enquiry_created_idx" ON "enquiry" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "gender_name_lower_idx" ON "gender" USING btree (lower("gender"));--> statement-breakpoint
CREATE UNIQUE INDEX "height_name_lower_idx" ON "height" USING btree (lower("height"));--> statement-breakpoint
CREATE UNIQUE INDEX "marital_status_name_lower_idx" ON "marital_status" USING btree (lower("marital_status"));--> statement-breakpoint
CREATE INDEX "media_object_owner_idx" ON "media_object" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_plan_name_lower_idx" ON "members_plan" USING btree (lower("plan_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "mother_tongue_name_lower_idx" ON "mother_tongue" USING btree (lower("mother_tongue"));--> statement-breakpoint
CREATE UNIQUE INDEX "occupation_name_lower_idx" ON "occupation" USING btree (lower("occupation"));--> statement-breakpoint
CREATE UNIQUE INDEX "payment_mode_name_lower_idx" ON "payment_mode" USING btree (lower("payment_mode"));--> statement-breakpoint
CREATE UNIQUE INDEX "profession_name_lower_idx" ON "profession" USING btree (lower("profession"));--> statement-breakpoint
CREATE UNIQUE INDEX "profile_user_id_idx" ON "profile" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "profile_date_idx" ON "profile" USING btree ("date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "profile_expiry_idx" ON "profile" USING btree ("expiry");--> statement-breakpoint
CREATE INDEX "profile_mobile_verified_idx" ON "profile" USING btree ("mobile_verified");--> statement-breakpoint
CREATE INDEX "profile_full_name_trgm_idx" ON "profile" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profile_mobile_trgm_idx" ON "profile" USING gin ("mobile" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profile_native_city_trgm_idx" ON "profile" USING gin ("native_city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profile_living_city_trgm_idx" ON "profile" USING gin ("living_city" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "qualification_name_lower_idx" ON "qualification" USING btree (lower("qualification"));--> statement-breakpoint
CREATE UNIQUE INDEX "raasi_name_lower_idx" ON "raasi" USING btree (lower("raasi"));--> statement-breakpoint
CREATE INDEX "rate_limit_reset_idx" ON "rate_limit" USING btree ("reset_at");--> statement-breakpoint
CREATE UNIQUE INDEX "star_name_lower_idx" ON "star" USING btree (lower("star"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "weight_name_lower_idx" ON "weight" USING btree (lower("weight"));