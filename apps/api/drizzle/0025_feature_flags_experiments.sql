CREATE TABLE "feature_flag_overrides" (
	"flag" text NOT NULL,
	"organisation_id" integer NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "feature_flag_overrides_flag_organisation_id_pk" PRIMARY KEY("flag","organisation_id")
);
--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"name" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"default_enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experiment_assignments" (
	"experiment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"variant" text NOT NULL,
	"assigned_at" timestamp with time zone NOT NULL,
	CONSTRAINT "experiment_assignments_experiment_id_user_id_pk" PRIMARY KEY("experiment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "experiments" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"variants" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feature_flag_overrides" ADD CONSTRAINT "feature_flag_overrides_flag_feature_flags_name_fk" FOREIGN KEY ("flag") REFERENCES "public"."feature_flags"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_flag_overrides" ADD CONSTRAINT "feature_flag_overrides_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_assignments" ADD CONSTRAINT "experiment_assignments_experiment_id_experiments_id_fk" FOREIGN KEY ("experiment_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_assignments" ADD CONSTRAINT "experiment_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "experiments_name_key" ON "experiments" USING btree ("name");--> statement-breakpoint
-- The flags every deployment has (contracts FEATURE_FLAG_NAMES); operators change their values.
INSERT INTO "feature_flags" ("name", "description", "default_enabled") VALUES
  ('ai_enabled', 'AI features in the app (SPEC §3). Off unless an operator turns them on.', false),
  ('cf_coupon_enabled', 'Coupons at the booking review (Have a coupon?); the server refuses coupons where it is off.', true),
  ('public_show_coupon_code_on_customer_listing', 'Public coupons and their codes above the expert listing (SPEC §7).', true)
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Organisations that had turned coupons off in their partner flags keep that, as an override.
INSERT INTO "feature_flag_overrides" ("flag", "organisation_id", "enabled", "updated_at")
SELECT 'cf_coupon_enabled', "organisations"."id", ("organisations"."feature_flags"->>'cf_coupon_enabled')::boolean, now()
FROM "organisations"
WHERE jsonb_typeof("organisations"."feature_flags"->'cf_coupon_enabled') = 'boolean'
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- SPEC §3 matching_experiment_24: what the matching results read (ten matches first, or three).
INSERT INTO "experiments" ("name", "description", "variants", "active") VALUES
  ('matching_experiment_24', 'Matching results: ten matches before Show more (control) or the three best (top_three).', '[{"name":"control","weight":50},{"name":"top_three","weight":50}]'::jsonb, true)
ON CONFLICT DO NOTHING;
