CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"subject_id" integer NOT NULL,
	"action" text NOT NULL,
	"resource" text NOT NULL,
	"resource_id" text,
	"ip" text,
	"user_agent" text,
	CONSTRAINT "audit_log_action_known" CHECK ("audit_log"."action" in ('view', 'list', 'create', 'update', 'delete', 'download', 'export', 'erase')),
	CONSTRAINT "audit_log_resource_format" CHECK ("audit_log"."resource" ~ '^[a-z][a-z0-9_]{0,62}$')
);
--> statement-breakpoint
CREATE TABLE "prescriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"series_uuid" uuid NOT NULL,
	"version" smallint NOT NULL,
	"supersedes_id" integer,
	"correction_reason" text,
	"patient_id" integer NOT NULL,
	"prescriber_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"patient_name" text NOT NULL,
	"prescriber_name" text NOT NULL,
	"prescriber_title" text NOT NULL,
	"medicines" jsonb NOT NULL,
	"diagnosis_notes" text NOT NULL,
	"follow_up_date" date,
	"signature_name" text NOT NULL,
	"digest" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "prescriptions_version_positive" CHECK ("prescriptions"."version" >= 1),
	CONSTRAINT "prescriptions_correction_shape" CHECK (("prescriptions"."version" = 1) = ("prescriptions"."supersedes_id" is null) and ("prescriptions"."version" = 1) = ("prescriptions"."correction_reason" is null)),
	CONSTRAINT "prescriptions_medicines_count" CHECK (jsonb_typeof("prescriptions"."medicines") = 'array' and jsonb_array_length("prescriptions"."medicines") between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" integer NOT NULL,
	"uploaded_by_id" integer,
	"uploader_role" text NOT NULL,
	"file_name" text NOT NULL,
	"extension" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "documents_size_positive" CHECK ("documents"."size_bytes" > 0),
	CONSTRAINT "documents_uploader_role_known" CHECK ("documents"."uploader_role" in ('patient', 'clinician'))
);
--> statement-breakpoint
CREATE TABLE "treatment_plan_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" integer NOT NULL,
	"author_id" integer,
	"author_name" text NOT NULL,
	"goal_id" uuid,
	"note" text NOT NULL,
	"progress" smallint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "treatment_plan_notes_progress_range" CHECK ("treatment_plan_notes"."progress" between 0 and 10)
);
--> statement-breakpoint
CREATE TABLE "treatment_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"author_id" integer,
	"author_name" text NOT NULL,
	"title" text NOT NULL,
	"status" text NOT NULL,
	"goals" jsonb NOT NULL,
	"interventions" jsonb NOT NULL,
	"review_date" date,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "treatment_plans_status_known" CHECK ("treatment_plans"."status" in ('active', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "erased_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"erased_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_supersedes_id_prescriptions_id_fk" FOREIGN KEY ("supersedes_id") REFERENCES "public"."prescriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_prescriber_id_users_id_fk" FOREIGN KEY ("prescriber_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_plan_notes" ADD CONSTRAINT "treatment_plan_notes_plan_id_treatment_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."treatment_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_plan_notes" ADD CONSTRAINT "treatment_plan_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_plans" ADD CONSTRAINT "treatment_plans_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_plans" ADD CONSTRAINT "treatment_plans_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_plans" ADD CONSTRAINT "treatment_plans_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erased_accounts" ADD CONSTRAINT "erased_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "prescriptions_uuid_key" ON "prescriptions" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "prescriptions_series_version_key" ON "prescriptions" USING btree ("series_uuid","version");--> statement-breakpoint
CREATE UNIQUE INDEX "prescriptions_supersedes_key" ON "prescriptions" USING btree ("supersedes_id");--> statement-breakpoint
CREATE INDEX "prescriptions_patient_idx" ON "prescriptions" USING btree ("patient_id","issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_uuid_key" ON "documents" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_storage_key" ON "documents" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "documents_patient_idx" ON "documents" USING btree ("patient_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "treatment_plan_notes_uuid_key" ON "treatment_plan_notes" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "treatment_plan_notes_plan_idx" ON "treatment_plan_notes" USING btree ("plan_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "treatment_plans_uuid_key" ON "treatment_plans" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "treatment_plans_patient_idx" ON "treatment_plans" USING btree ("patient_id");
--> statement-breakpoint
-- The audit log is append-only (issue 12): rows are inserted, never changed or removed, whoever
-- asks. The one exception is `npm run seed`, which rebuilds the whole demo database in one
-- transaction (user ids restart, so old rows must go with the users they name): it says so with
-- `SET LOCAL kaizen.reseeding = 'on'`, and only TRUNCATE honours it.
CREATE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' AND current_setting('kaizen.reseeding', true) = 'on' THEN
    RETURN NULL;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update_or_delete" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuse_change"();
--> statement-breakpoint
-- An issued prescription is never changed or removed (issue 12): a correction is a new version
-- (a new row). Only `npm run seed`, rebuilding the whole demo database, may empty the table.
CREATE FUNCTION "prescriptions_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' AND current_setting('kaizen.reseeding', true) = 'on' THEN
    RETURN NULL;
  END IF;
  RAISE EXCEPTION 'prescriptions are immutable once issued: % refused (issue a corrected version)', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "prescriptions_no_update_or_delete" BEFORE UPDATE OR DELETE ON "prescriptions"
  FOR EACH ROW EXECUTE FUNCTION "prescriptions_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "prescriptions_no_truncate" BEFORE TRUNCATE ON "prescriptions"
  FOR EACH STATEMENT EXECUTE FUNCTION "prescriptions_refuse_change"();
