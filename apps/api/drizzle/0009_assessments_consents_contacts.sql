CREATE TABLE "personal_contacts" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"relationship" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "personal_contacts_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "personal_contacts_kind_known" CHECK ("personal_contacts"."kind" in ('emergency_contact', 'parent_contact')),
	CONSTRAINT "personal_contacts_phone_format" CHECK ("personal_contacts"."phone" ~ '^[5-9][0-9]{9}$')
);
--> statement-breakpoint
CREATE TABLE "assessment_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" integer NOT NULL,
	"assigned_by_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"instrument" text NOT NULL,
	"due_on" date NOT NULL,
	"note" text,
	"created_at" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"result_id" integer,
	CONSTRAINT "assessment_assignments_instrument_known" CHECK ("assessment_assignments"."instrument" in ('phq9', 'gad7', 'phq2', 'gad2', 'who5', 'k10', 'cssrs'))
);
--> statement-breakpoint
CREATE TABLE "assessment_drafts" (
	"user_id" integer NOT NULL,
	"instrument" text NOT NULL,
	"answers" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "assessment_drafts_user_id_instrument_pk" PRIMARY KEY("user_id","instrument")
);
--> statement-breakpoint
CREATE TABLE "assessment_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"instrument" text NOT NULL,
	"answers" jsonb NOT NULL,
	"score" integer NOT NULL,
	"band_label" text NOT NULL,
	"band_level" text NOT NULL,
	"crisis_reasons" jsonb NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "assessment_results_instrument_known" CHECK ("assessment_results"."instrument" in ('phq9', 'gad7', 'phq2', 'gad2', 'who5', 'k10', 'cssrs')),
	CONSTRAINT "assessment_results_level_known" CHECK ("assessment_results"."band_level" in ('none', 'mild', 'moderate', 'severe'))
);
--> statement-breakpoint
CREATE TABLE "crisis_lines" (
	"organisation_id" integer PRIMARY KEY NOT NULL,
	"helpline_label" text NOT NULL,
	"helpline_number" text NOT NULL,
	"emergency_label" text NOT NULL,
	"emergency_number" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" integer NOT NULL,
	"result_id" integer NOT NULL,
	"reasons" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by_id" integer,
	"escalated_at" timestamp with time zone,
	CONSTRAINT "risk_alerts_acknowledged_by_someone" CHECK (("risk_alerts"."acknowledged_at" is null) = ("risk_alerts"."acknowledged_by_id" is null))
);
--> statement-breakpoint
CREATE TABLE "consent_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"consent_type" text NOT NULL,
	"version" integer,
	"action" text NOT NULL,
	"method" text,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "consent_events_type_known" CHECK ("consent_events"."consent_type" in ('tnc', 'privacy_policy', 'eighteen_plus')),
	CONSTRAINT "consent_events_action_known" CHECK ("consent_events"."action" in ('accepted', 'withdrawn')),
	CONSTRAINT "consent_events_method_known" CHECK ("consent_events"."method" is null or "consent_events"."method" in ('sign_up', 'checkbox', 'modal', 'settings'))
);
--> statement-breakpoint
CREATE TABLE "policy_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"sections" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "policy_documents_type_known" CHECK ("policy_documents"."type" in ('tnc', 'privacy_policy')),
	CONSTRAINT "policy_documents_version_positive" CHECK ("policy_documents"."version" > 0)
);
--> statement-breakpoint
ALTER TABLE "personal_contacts" ADD CONSTRAINT "personal_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_assignments" ADD CONSTRAINT "assessment_assignments_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_assignments" ADD CONSTRAINT "assessment_assignments_assigned_by_id_users_id_fk" FOREIGN KEY ("assigned_by_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_assignments" ADD CONSTRAINT "assessment_assignments_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_assignments" ADD CONSTRAINT "assessment_assignments_result_id_assessment_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."assessment_results"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_drafts" ADD CONSTRAINT "assessment_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_results" ADD CONSTRAINT "assessment_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crisis_lines" ADD CONSTRAINT "crisis_lines_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_alerts" ADD CONSTRAINT "risk_alerts_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_alerts" ADD CONSTRAINT "risk_alerts_result_id_assessment_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."assessment_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_alerts" ADD CONSTRAINT "risk_alerts_acknowledged_by_id_users_id_fk" FOREIGN KEY ("acknowledged_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_assignments_uuid_key" ON "assessment_assignments" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "assessment_assignments_patient_idx" ON "assessment_assignments" USING btree ("patient_id","completed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_results_uuid_key" ON "assessment_results" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "assessment_results_user_idx" ON "assessment_results" USING btree ("user_id","instrument","completed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "risk_alerts_uuid_key" ON "risk_alerts" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "risk_alerts_result_key" ON "risk_alerts" USING btree ("result_id");--> statement-breakpoint
CREATE INDEX "risk_alerts_patient_idx" ON "risk_alerts" USING btree ("patient_id","created_at");--> statement-breakpoint
CREATE INDEX "risk_alerts_open_idx" ON "risk_alerts" USING btree ("created_at") WHERE "risk_alerts"."acknowledged_at" is null and "risk_alerts"."escalated_at" is null;--> statement-breakpoint
CREATE INDEX "consent_events_user_idx" ON "consent_events" USING btree ("user_id","consent_type","recorded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "policy_documents_type_version_key" ON "policy_documents" USING btree ("type","version");