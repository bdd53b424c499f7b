CREATE TABLE "coupon_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"coupon_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"discount" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coupon_uses_discount_positive" CHECK ("coupon_uses"."discount" > 0)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"discount_type" text NOT NULL,
	"percent_off" integer,
	"amount_off" integer,
	"max_discount" integer,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"max_uses" integer,
	"max_uses_per_user" integer DEFAULT 1 NOT NULL,
	"first_session_only" boolean DEFAULT false NOT NULL,
	"provider_types" text[] DEFAULT '{}' NOT NULL,
	"session_kinds" text[] DEFAULT '{}' NOT NULL,
	"show_on_listing" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_upper" CHECK ("coupons"."code" = upper("coupons"."code")),
	CONSTRAINT "coupons_type_known" CHECK ("coupons"."discount_type" in ('percent', 'fixed')),
	CONSTRAINT "coupons_percent" CHECK (("coupons"."discount_type" = 'percent') = ("coupons"."percent_off" is not null) and ("coupons"."percent_off" is null or "coupons"."percent_off" between 1 and 100)),
	CONSTRAINT "coupons_fixed" CHECK (("coupons"."discount_type" = 'fixed') = ("coupons"."amount_off" is not null) and ("coupons"."amount_off" is null or "coupons"."amount_off" > 0)),
	CONSTRAINT "coupons_cap" CHECK ("coupons"."max_discount" is null or ("coupons"."discount_type" = 'percent' and "coupons"."max_discount" > 0)),
	CONSTRAINT "coupons_limits" CHECK (("coupons"."max_uses" is null or "coupons"."max_uses" > 0) and "coupons"."max_uses_per_user" > 0),
	CONSTRAINT "coupons_window" CHECK ("coupons"."valid_from" is null or "coupons"."valid_until" is null or "coupons"."valid_from" < "coupons"."valid_until"),
	CONSTRAINT "coupons_types_known" CHECK ("coupons"."provider_types" <@ array['therapy', 'psychiatry', 'coach', 'couples', 'children_first', 'ancillary_assessment', 'care_coordinator', 'cf_therapy', 'cf_psychiatry', 'cf_coach', 'cf_couples', 'cf_children_first', 'cf_ancillary_assessment', 'cf_care_coordinator']::text[]),
	CONSTRAINT "coupons_kinds_known" CHECK ("coupons"."session_kinds" <@ array['tele', 'offline', 'couple', 'group']::text[])
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_uses_uuid_key" ON "coupon_uses" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_uses_booking_key" ON "coupon_uses" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "coupon_uses_coupon_idx" ON "coupon_uses" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "coupon_uses_user_idx" ON "coupon_uses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_uuid_key" ON "coupons" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_key" ON "coupons" USING btree ("code");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_discount" CHECK ("bookings"."discount" between 0 and "bookings"."price");