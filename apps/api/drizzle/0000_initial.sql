CREATE TABLE "outbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"template" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"html" text,
	"attachments" jsonb,
	"user_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"short_code" text NOT NULL,
	"feature_flags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sponsored_benefits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisations_short_code_format" CHECK ("organisations"."short_code" ~ '^[a-z0-9][a-z0-9-]{0,62}$')
);
--> statement-breakpoint
CREATE TABLE "device_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"client" text NOT NULL,
	"token_hash" text NOT NULL,
	"previous_token_hash" text,
	"last_rotated_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"signed_in_at" timestamp with time zone NOT NULL,
	"device_info" jsonb,
	"ended_at" timestamp with time zone,
	"ended_reason" text
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "used_app_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"firebaseid" text NOT NULL,
	"usertype" text DEFAULT 'patient' NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text,
	"password_hash" text,
	"is_verified" boolean DEFAULT false NOT NULL,
	"organisation_id" integer,
	"first_time_to_amaha_user" boolean DEFAULT true NOT NULL,
	"tnc_accepted_at" timestamp with time zone,
	"privacy_policy_accepted_at" timestamp with time zone,
	"eighteen_plus_confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "users_email_lower_case" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
CREATE TABLE "realtime_documents" (
	"user_id" integer NOT NULL,
	"root" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "realtime_documents_user_id_root_pk" PRIMARY KEY("user_id","root")
);
--> statement-breakpoint
CREATE TABLE "error_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"message" text NOT NULL,
	"stack" text,
	"component_stack" text,
	"url" text,
	"user_agent" text,
	"release" text,
	"client_id" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clinics" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"centre_name" text NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"centres" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "clinics_city_known" CHECK ("clinics"."city" in ('mum', 'del', 'blr')),
	CONSTRAINT "clinics_latitude_range" CHECK ("clinics"."latitude" between -90 and 90),
	CONSTRAINT "clinics_longitude_range" CHECK ("clinics"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "provider_clinics" (
	"provider_id" integer NOT NULL,
	"clinic_id" integer NOT NULL,
	CONSTRAINT "provider_clinics_provider_id_clinic_id_pk" PRIMARY KEY("provider_id","clinic_id")
);
--> statement-breakpoint
CREATE TABLE "provider_session_kinds" (
	"provider_id" integer NOT NULL,
	"kind" text NOT NULL,
	"duration_minutes" smallint NOT NULL,
	"price" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"group_capacity" smallint,
	CONSTRAINT "provider_session_kinds_provider_id_kind_pk" PRIMARY KEY("provider_id","kind"),
	CONSTRAINT "provider_session_kinds_kind_known" CHECK ("provider_session_kinds"."kind" in ('tele', 'offline', 'couple', 'group')),
	CONSTRAINT "provider_session_kinds_duration" CHECK ("provider_session_kinds"."duration_minutes" between 5 and 480),
	CONSTRAINT "provider_session_kinds_price" CHECK ("provider_session_kinds"."price" >= 0),
	CONSTRAINT "provider_session_kinds_currency" CHECK ("provider_session_kinds"."currency" = 'INR'),
	CONSTRAINT "provider_session_kinds_group_capacity" CHECK (("provider_session_kinds"."kind" = 'group') = ("provider_session_kinds"."group_capacity" is not null)
        and ("provider_session_kinds"."group_capacity" is null or "provider_session_kinds"."group_capacity" between 2 and 100))
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"provider_type" text NOT NULL,
	"gender" text NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"concerns" text[] DEFAULT '{}'::text[] NOT NULL,
	"qualifications" text[] DEFAULT '{}'::text[] NOT NULL,
	"years_of_experience" smallint DEFAULT 0 NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"photo_url" text,
	"price_tier" smallint NOT NULL,
	"time_zone" text DEFAULT 'Asia/Kolkata' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "providers_type_known" CHECK ("providers"."provider_type" in ('therapy', 'psychiatry', 'coach', 'couples', 'children_first', 'ancillary_assessment', 'care_coordinator', 'cf_therapy', 'cf_psychiatry', 'cf_coach', 'cf_couples', 'cf_children_first', 'cf_ancillary_assessment', 'cf_care_coordinator')),
	CONSTRAINT "providers_gender_known" CHECK ("providers"."gender" in ('male', 'female', 'other')),
	CONSTRAINT "providers_price_tier_range" CHECK ("providers"."price_tier" between 1 and 5),
	CONSTRAINT "providers_experience_range" CHECK ("providers"."years_of_experience" between 0 and 80)
);
--> statement-breakpoint
CREATE TABLE "availability_exceptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"session_kind" text,
	"on_date" date NOT NULL,
	"type" text NOT NULL,
	"start_time" time,
	"end_time" time,
	CONSTRAINT "availability_exceptions_kind" CHECK ("availability_exceptions"."session_kind" is null or "availability_exceptions"."session_kind" in ('tele', 'offline', 'couple', 'group')),
	CONSTRAINT "availability_exceptions_shape" CHECK (("availability_exceptions"."type" = 'leave' and "availability_exceptions"."start_time" is null and "availability_exceptions"."end_time" is null)
        or ("availability_exceptions"."type" = 'extra' and "availability_exceptions"."start_time" is not null
          and "availability_exceptions"."end_time" is not null and "availability_exceptions"."start_time" < "availability_exceptions"."end_time"))
);
--> statement-breakpoint
CREATE TABLE "availability_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"session_kind" text NOT NULL,
	"weekday" smallint NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"effective_from" date,
	"effective_to" date,
	CONSTRAINT "availability_rules_kind" CHECK ("availability_rules"."session_kind" in ('tele', 'offline', 'couple', 'group')),
	CONSTRAINT "availability_rules_weekday" CHECK ("availability_rules"."weekday" between 1 and 7),
	CONSTRAINT "availability_rules_times" CHECK ("availability_rules"."start_time" < "availability_rules"."end_time"),
	CONSTRAINT "availability_rules_dates" CHECK ("availability_rules"."effective_from" is null or "availability_rules"."effective_to" is null or "availability_rules"."effective_from" <= "availability_rules"."effective_to")
);
--> statement-breakpoint
CREATE TABLE "provider_next_availability" (
	"provider_id" integer NOT NULL,
	"session_kind" text NOT NULL,
	"earliest_at" timestamp with time zone,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "provider_next_availability_provider_id_session_kind_pk" PRIMARY KEY("provider_id","session_kind"),
	CONSTRAINT "provider_next_availability_kind" CHECK ("provider_next_availability"."session_kind" in ('tele', 'offline', 'couple', 'group', 'any'))
);
--> statement-breakpoint
CREATE TABLE "provider_schedule_settings" (
	"provider_id" integer PRIMARY KEY NOT NULL,
	"buffer_minutes" smallint DEFAULT 10 NOT NULL,
	"min_notice_minutes" integer DEFAULT 240 NOT NULL,
	"horizon_days" smallint DEFAULT 30 NOT NULL,
	CONSTRAINT "provider_schedule_settings_buffer" CHECK ("provider_schedule_settings"."buffer_minutes" between 0 and 240),
	CONSTRAINT "provider_schedule_settings_notice" CHECK ("provider_schedule_settings"."min_notice_minutes" between 0 and 20160),
	CONSTRAINT "provider_schedule_settings_horizon" CHECK ("provider_schedule_settings"."horizon_days" between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "matched_providers" (
	"user_id" integer NOT NULL,
	"provider_type" text NOT NULL,
	"rank" smallint NOT NULL,
	"provider_id" integer NOT NULL,
	"explanation" text NOT NULL,
	CONSTRAINT "matched_providers_user_id_provider_type_rank_pk" PRIMARY KEY("user_id","provider_type","rank"),
	CONSTRAINT "matched_providers_rank_range" CHECK ("matched_providers"."rank" between 1 and 30)
);
--> statement-breakpoint
CREATE TABLE "matching_responses" (
	"user_id" integer NOT NULL,
	"provider_type" text NOT NULL,
	"user_response" jsonb NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "matching_responses_user_id_provider_type_pk" PRIMARY KEY("user_id","provider_type"),
	CONSTRAINT "matching_responses_type_known" CHECK ("matching_responses"."provider_type" in ('therapy', 'psychiatry', 'coach', 'couples', 'children_first', 'ancillary_assessment', 'care_coordinator', 'cf_therapy', 'cf_psychiatry', 'cf_coach', 'cf_couples', 'cf_children_first', 'cf_ancillary_assessment', 'cf_care_coordinator'))
);
--> statement-breakpoint
CREATE TABLE "ui_config_flags" (
	"user_id" integer NOT NULL,
	"config_key" text NOT NULL,
	"status" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ui_config_flags_user_id_config_key_pk" PRIMARY KEY("user_id","config_key"),
	CONSTRAINT "ui_config_flags_key_known" CHECK ("ui_config_flags"."config_key" in ('new_profile_modal', 'new_profile_tooltip'))
);
--> statement-breakpoint
CREATE TABLE "customer_provider_mappings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"provider_type" text NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"temp_flag" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_provider_mappings_type_known" CHECK ("customer_provider_mappings"."provider_type" in ('therapy', 'psychiatry', 'coach', 'couples', 'children_first', 'ancillary_assessment', 'care_coordinator', 'cf_therapy', 'cf_psychiatry', 'cf_coach', 'cf_couples', 'cf_children_first', 'cf_ancillary_assessment', 'cf_care_coordinator')),
	CONSTRAINT "customer_provider_mappings_roles_known" CHECK ("customer_provider_mappings"."roles" <@ array['cf-intake-specialist', 'cf-clinician']::text[])
);
--> statement-breakpoint
ALTER TABLE "device_sessions" ADD CONSTRAINT "device_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realtime_documents" ADD CONSTRAINT "realtime_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_clinics" ADD CONSTRAINT "provider_clinics_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_clinics" ADD CONSTRAINT "provider_clinics_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_session_kinds" ADD CONSTRAINT "provider_session_kinds_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_exceptions" ADD CONSTRAINT "availability_exceptions_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_rules" ADD CONSTRAINT "availability_rules_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_next_availability" ADD CONSTRAINT "provider_next_availability_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_schedule_settings" ADD CONSTRAINT "provider_schedule_settings_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matched_providers" ADD CONSTRAINT "matched_providers_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matched_providers" ADD CONSTRAINT "matched_providers_user_id_provider_type_matching_responses_user_id_provider_type_fk" FOREIGN KEY ("user_id","provider_type") REFERENCES "public"."matching_responses"("user_id","provider_type") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matching_responses" ADD CONSTRAINT "matching_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ui_config_flags" ADD CONSTRAINT "ui_config_flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_provider_mappings" ADD CONSTRAINT "customer_provider_mappings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_provider_mappings" ADD CONSTRAINT "customer_provider_mappings_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_messages_recipient_idx" ON "outbox_messages" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_pending_idx" ON "outbox_messages" USING btree ("id") WHERE "outbox_messages"."sent_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "organisations_uuid_key" ON "organisations" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "organisations_short_code_key" ON "organisations" USING btree ("short_code");--> statement-breakpoint
CREATE UNIQUE INDEX "organisations_name_key" ON "organisations" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "device_sessions_client_key" ON "device_sessions" USING btree ("client");--> statement-breakpoint
CREATE INDEX "device_sessions_user_idx" ON "device_sessions" USING btree ("user_id","signed_in_at");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_hash_key" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "used_app_tokens_expires_idx" ON "used_app_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_uuid_key" ON "users" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "users_firebaseid_key" ON "users" USING btree ("firebaseid");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile_key" ON "users" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "users_organisation_idx" ON "users" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "error_reports_received_at_idx" ON "error_reports" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "clinics_slug_key" ON "clinics" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "clinics_city_idx" ON "clinics" USING btree ("city");--> statement-breakpoint
CREATE INDEX "provider_clinics_clinic_idx" ON "provider_clinics" USING btree ("clinic_id","provider_id");--> statement-breakpoint
CREATE INDEX "provider_session_kinds_kind_idx" ON "provider_session_kinds" USING btree ("kind","provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "providers_uuid_key" ON "providers" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "providers_languages_idx" ON "providers" USING gin ("languages") WITH (fastupdate=false) WHERE "providers"."active";--> statement-breakpoint
CREATE INDEX "providers_concerns_idx" ON "providers" USING gin ("concerns") WITH (fastupdate=false) WHERE "providers"."active";--> statement-breakpoint
CREATE INDEX "providers_type_price_idx" ON "providers" USING btree ("provider_type","price_tier") WHERE "providers"."active";--> statement-breakpoint
CREATE INDEX "providers_price_idx" ON "providers" USING btree ("price_tier") WHERE "providers"."active";--> statement-breakpoint
CREATE INDEX "providers_gender_idx" ON "providers" USING btree ("gender") WHERE "providers"."active";--> statement-breakpoint
CREATE INDEX "availability_exceptions_provider_idx" ON "availability_exceptions" USING btree ("provider_id","on_date");--> statement-breakpoint
CREATE INDEX "availability_rules_provider_idx" ON "availability_rules" USING btree ("provider_id","session_kind");--> statement-breakpoint
CREATE INDEX "provider_next_availability_earliest_idx" ON "provider_next_availability" USING btree ("session_kind","earliest_at","provider_id");--> statement-breakpoint
CREATE INDEX "provider_next_availability_computed_idx" ON "provider_next_availability" USING btree ("session_kind","computed_at");--> statement-breakpoint
CREATE INDEX "matched_providers_provider_idx" ON "matched_providers" USING btree ("provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_provider_mappings_key" ON "customer_provider_mappings" USING btree ("user_id","provider_id","provider_type");--> statement-breakpoint
CREATE INDEX "customer_provider_mappings_provider_idx" ON "customer_provider_mappings" USING btree ("provider_id");