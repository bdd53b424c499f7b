CREATE TABLE "provider_switches" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"provider_type" text NOT NULL,
	"from_provider_id" integer NOT NULL,
	"to_provider_id" integer NOT NULL,
	"reason_code" text NOT NULL,
	"reason_text" text,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "provider_switches_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "provider_switches_type_known" CHECK ("provider_switches"."provider_type" in ('therapy', 'psychiatry', 'coach', 'couples', 'children_first', 'ancillary_assessment', 'care_coordinator', 'cf_therapy', 'cf_psychiatry', 'cf_coach', 'cf_couples', 'cf_children_first', 'cf_ancillary_assessment', 'cf_care_coordinator')),
	CONSTRAINT "provider_switches_reason_known" CHECK ("provider_switches"."reason_code" in ('not_a_good_fit', 'schedule', 'language', 'specialisation', 'cost', 'other')),
	CONSTRAINT "provider_switches_other_provider" CHECK ("provider_switches"."from_provider_id" <> "provider_switches"."to_provider_id")
);
--> statement-breakpoint
ALTER TABLE "customer_provider_mappings" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provider_switches" ADD CONSTRAINT "provider_switches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_switches" ADD CONSTRAINT "provider_switches_from_provider_id_providers_id_fk" FOREIGN KEY ("from_provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_switches" ADD CONSTRAINT "provider_switches_to_provider_id_providers_id_fk" FOREIGN KEY ("to_provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_switches_one_open" ON "provider_switches" USING btree ("user_id","provider_type") WHERE "provider_switches"."settled_at" is null;--> statement-breakpoint
CREATE INDEX "provider_switches_user_idx" ON "provider_switches" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "provider_switches_from_idx" ON "provider_switches" USING btree ("from_provider_id");--> statement-breakpoint
CREATE INDEX "provider_switches_to_idx" ON "provider_switches" USING btree ("to_provider_id");