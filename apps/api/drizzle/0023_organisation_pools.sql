-- Organisation pools (issue 11): a benefit's yearly budget shared by all members is a lot owned by
-- the organisation (user_id null); its entries name no person. A covered booking spends from the
-- member's lot and the pool, so one spend and one release per booking and lot. The overspend
-- trigger of 0015 guards pool lots as it guards every lot. A coupon use of a paid booking cancelled
-- in time is released (released_at).
DROP INDEX "entitlement_entries_one_spend_key";--> statement-breakpoint
DROP INDEX "entitlement_entries_one_release_key";--> statement-breakpoint
ALTER TABLE "entitlement_entries" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "entitlement_lots" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "entitlement_lots" ADD COLUMN "organisation_id" integer;--> statement-breakpoint
ALTER TABLE "organisation_benefits" ADD COLUMN "pool_sessions_per_year" integer;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "entitlement_lots" ADD CONSTRAINT "entitlement_lots_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "entitlement_lots_pool_period_key" ON "entitlement_lots" USING btree ("benefit_id","period_starts_at") WHERE "entitlement_lots"."organisation_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "entitlement_entries_one_spend_key" ON "entitlement_entries" USING btree ("booking_id","lot_id") WHERE "entitlement_entries"."kind" = 'spend';--> statement-breakpoint
CREATE UNIQUE INDEX "entitlement_entries_one_release_key" ON "entitlement_entries" USING btree ("booking_id","lot_id") WHERE "entitlement_entries"."kind" = 'release';--> statement-breakpoint
ALTER TABLE "entitlement_lots" ADD CONSTRAINT "entitlement_lots_one_owner" CHECK (num_nonnulls("entitlement_lots"."user_id", "entitlement_lots"."organisation_id") = 1 and ("entitlement_lots"."organisation_id" is null or "entitlement_lots"."benefit_id" is not null));--> statement-breakpoint
ALTER TABLE "organisation_benefits" ADD CONSTRAINT "organisation_benefits_pool_positive" CHECK ("organisation_benefits"."pool_sessions_per_year" is null or "organisation_benefits"."pool_sessions_per_year" > 0);