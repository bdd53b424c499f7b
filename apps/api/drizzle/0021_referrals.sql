CREATE TABLE "doc_referrals" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"source" text DEFAULT 'doc_referral' NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referral_codes_code_format" CHECK ("referral_codes"."code" ~ '^[2-9A-HJKMNP-Z]{8}$')
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"referrer_id" integer NOT NULL,
	"referred_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"rewarded_at" timestamp with time zone,
	"reward_booking_id" integer,
	CONSTRAINT "referrals_not_self" CHECK ("referrals"."referrer_id" <> "referrals"."referred_id")
);
--> statement-breakpoint
ALTER TABLE "entitlement_lots" DROP CONSTRAINT "entitlement_lots_one_source";--> statement-breakpoint
ALTER TABLE "entitlement_lots" ADD COLUMN "referral_id" integer;--> statement-breakpoint
ALTER TABLE "doc_referrals" ADD CONSTRAINT "doc_referrals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referred_id_users_id_fk" FOREIGN KEY ("referred_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_reward_booking_id_bookings_id_fk" FOREIGN KEY ("reward_booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_code_key" ON "referral_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_uuid_key" ON "referrals" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_referred_key" ON "referrals" USING btree ("referred_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_reward_booking_key" ON "referrals" USING btree ("reward_booking_id");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_id","rewarded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "entitlement_lots_referral_key" ON "entitlement_lots" USING btree ("referral_id","user_id");--> statement-breakpoint
ALTER TABLE "entitlement_lots" ADD CONSTRAINT "entitlement_lots_one_source" CHECK (num_nonnulls("entitlement_lots"."benefit_id", "entitlement_lots"."package_purchase_id", "entitlement_lots"."referral_id") = 1 and ("entitlement_lots"."package_purchase_id" is null) = ("entitlement_lots"."package_item_id" is null));