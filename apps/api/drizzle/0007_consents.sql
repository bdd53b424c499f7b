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
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_events_user_idx" ON "consent_events" USING btree ("user_id","consent_type","recorded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "policy_documents_type_version_key" ON "policy_documents" USING btree ("type","version");