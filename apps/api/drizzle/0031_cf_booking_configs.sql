CREATE TABLE "cf_booking_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"organisation_id" integer,
	"provider_types" text[] NOT NULL,
	"session_kinds" text[] NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cf_booking_configs_one_owner" CHECK (num_nonnulls("cf_booking_configs"."user_id", "cf_booking_configs"."organisation_id") = 1),
	CONSTRAINT "cf_booking_configs_types_known" CHECK (cardinality("cf_booking_configs"."provider_types") > 0 and "cf_booking_configs"."provider_types" <@ array['therapy', 'psychiatry', 'coach', 'couples', 'children_first', 'ancillary_assessment', 'care_coordinator', 'cf_therapy', 'cf_psychiatry', 'cf_coach', 'cf_couples', 'cf_children_first', 'cf_ancillary_assessment', 'cf_care_coordinator']::text[]),
	CONSTRAINT "cf_booking_configs_kinds_known" CHECK (cardinality("cf_booking_configs"."session_kinds") > 0 and "cf_booking_configs"."session_kinds" <@ array['tele', 'offline', 'couple', 'group']::text[])
);
--> statement-breakpoint
ALTER TABLE "cf_booking_configs" ADD CONSTRAINT "cf_booking_configs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cf_booking_configs" ADD CONSTRAINT "cf_booking_configs_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cf_booking_configs_user_key" ON "cf_booking_configs" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cf_booking_configs_organisation_key" ON "cf_booking_configs" USING btree ("organisation_id");