CREATE TABLE "booking_feedback" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"rating" smallint NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "booking_feedback_rating" CHECK ("booking_feedback"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"clinic_id" integer,
	"partner_email" text,
	"group_session_id" integer,
	"slot_claim" bigint GENERATED ALWAYS AS (coalesce(group_session_id, -id)) STORED,
	"price" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"reschedule_count" smallint DEFAULT 0 NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"payment_state" text NOT NULL,
	"payment_id" text,
	"checkout_url" text,
	"refund_amount" integer,
	"cancel_reason" text,
	"cancelled_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"reminded_24h_at" timestamp with time zone,
	"reminded_1h_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bookings_kind_known" CHECK ("bookings"."kind" in ('tele', 'offline', 'couple', 'group')),
	CONSTRAINT "bookings_status_known" CHECK ("bookings"."status" in ('held', 'confirmed', 'cancelled', 'expired', 'completed', 'no_show')),
	CONSTRAINT "bookings_payment_known" CHECK ("bookings"."payment_state" in ('not_required', 'pending', 'captured', 'failed', 'refunded')),
	CONSTRAINT "bookings_times" CHECK ("bookings"."starts_at" < "bookings"."ends_at"),
	CONSTRAINT "bookings_price" CHECK ("bookings"."price" >= 0),
	CONSTRAINT "bookings_reschedules" CHECK ("bookings"."reschedule_count" between 0 and 2),
	CONSTRAINT "bookings_hold_has_expiry" CHECK (("bookings"."status" = 'held') = ("bookings"."hold_expires_at" is not null)),
	CONSTRAINT "bookings_offline_clinic" CHECK (("bookings"."kind" = 'offline') = ("bookings"."clinic_id" is not null)),
	CONSTRAINT "bookings_couple_partner" CHECK (("bookings"."kind" = 'couple') = ("bookings"."partner_email" is not null)),
	CONSTRAINT "bookings_group_session" CHECK (("bookings"."kind" = 'group') = ("bookings"."group_session_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "clinician_providers" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" smallint NOT NULL,
	"seats_taken" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "group_sessions_seats" CHECK ("group_sessions"."seats_taken" between 0 and "group_sessions"."capacity"),
	CONSTRAINT "group_sessions_times" CHECK ("group_sessions"."starts_at" < "group_sessions"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "session_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"author_user_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_feedback" ADD CONSTRAINT "booking_feedback_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_group_session_id_group_sessions_id_fk" FOREIGN KEY ("group_session_id") REFERENCES "public"."group_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinician_providers" ADD CONSTRAINT "clinician_providers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinician_providers" ADD CONSTRAINT "clinician_providers_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_sessions" ADD CONSTRAINT "group_sessions_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_notes" ADD CONSTRAINT "session_notes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_notes" ADD CONSTRAINT "session_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_uuid_key" ON "bookings" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_idempotency_key" ON "bookings" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "bookings_user_start_idx" ON "bookings" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_provider_start_idx" ON "bookings" USING btree ("provider_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_partner_idx" ON "bookings" USING btree ("partner_email") WHERE "bookings"."partner_email" is not null;--> statement-breakpoint
CREATE INDEX "bookings_held_idx" ON "bookings" USING btree ("hold_expires_at") WHERE "bookings"."status" = 'held';--> statement-breakpoint
CREATE UNIQUE INDEX "clinician_providers_provider_key" ON "clinician_providers" USING btree ("provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_sessions_uuid_key" ON "group_sessions" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "group_sessions_provider_start_key" ON "group_sessions" USING btree ("provider_id","starts_at");--> statement-breakpoint
CREATE INDEX "session_notes_booking_idx" ON "session_notes" USING btree ("booking_id");