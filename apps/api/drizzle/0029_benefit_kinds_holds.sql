-- Benefit kinds and holds (issue 11): a benefit is a per-member allowance (with an optional shared
-- pool), a shared pool of sessions only, or a money pool (a paise budget paying up to a set amount
-- of each session). A booking waiting for its payment holds what a pool pays (a 'hold' entry); on
-- confirmation a release and a spend settle it (settles_id), on lapse or cancel a release. A pool
-- resized mid-year gets an 'adjustment' entry. Amounts of holds and spends may be paise now.
ALTER TABLE "entitlement_entries" DROP CONSTRAINT "entitlement_entries_kind_known";--> statement-breakpoint
ALTER TABLE "entitlement_entries" DROP CONSTRAINT "entitlement_entries_amount_sign";--> statement-breakpoint
ALTER TABLE "entitlement_entries" DROP CONSTRAINT "entitlement_entries_booking";--> statement-breakpoint
ALTER TABLE "organisation_benefits" DROP CONSTRAINT "organisation_benefits_sessions_positive";--> statement-breakpoint
DROP INDEX "entitlement_entries_one_release_key";--> statement-breakpoint
ALTER TABLE "organisation_benefits" ALTER COLUMN "sessions_per_year" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "entitlement_entries" ADD COLUMN "settles_id" integer;--> statement-breakpoint
ALTER TABLE "organisation_benefits" ADD COLUMN "kind" text DEFAULT 'allowance' NOT NULL;--> statement-breakpoint
ALTER TABLE "organisation_benefits" ADD COLUMN "pool_paise_per_year" integer;--> statement-breakpoint
ALTER TABLE "organisation_benefits" ADD COLUMN "cover_paise_per_session" integer;--> statement-breakpoint
ALTER TABLE "entitlement_entries" ADD CONSTRAINT "entitlement_entries_settles_id_entitlement_entries_id_fk" FOREIGN KEY ("settles_id") REFERENCES "public"."entitlement_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "entitlement_entries_one_hold_key" ON "entitlement_entries" USING btree ("booking_id","lot_id") WHERE "entitlement_entries"."kind" = 'hold';--> statement-breakpoint
CREATE UNIQUE INDEX "entitlement_entries_settles_key" ON "entitlement_entries" USING btree ("settles_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "entitlement_entries_one_release_key" ON "entitlement_entries" USING btree ("booking_id","lot_id") WHERE "entitlement_entries"."kind" = 'release' and "entitlement_entries"."settles_id" is null;--> statement-breakpoint
ALTER TABLE "entitlement_entries" ADD CONSTRAINT "entitlement_entries_settles" CHECK ("entitlement_entries"."settles_id" is null or "entitlement_entries"."kind" in ('spend', 'release'));--> statement-breakpoint
ALTER TABLE "entitlement_entries" ADD CONSTRAINT "entitlement_entries_kind_known" CHECK ("entitlement_entries"."kind" in ('grant', 'hold', 'spend', 'release', 'expiry', 'adjustment'));--> statement-breakpoint
ALTER TABLE "entitlement_entries" ADD CONSTRAINT "entitlement_entries_amount_sign" CHECK (case "entitlement_entries"."kind" when 'grant' then "entitlement_entries"."amount" > 0 when 'release' then "entitlement_entries"."amount" > 0 when 'adjustment' then "entitlement_entries"."amount" <> 0 else "entitlement_entries"."amount" < 0 end);--> statement-breakpoint
ALTER TABLE "entitlement_entries" ADD CONSTRAINT "entitlement_entries_booking" CHECK (("entitlement_entries"."kind" in ('hold', 'spend', 'release')) = ("entitlement_entries"."booking_id" is not null));--> statement-breakpoint
ALTER TABLE "organisation_benefits" ADD CONSTRAINT "organisation_benefits_kind_known" CHECK ("organisation_benefits"."kind" in ('allowance', 'pool_only', 'money_pool'));--> statement-breakpoint
ALTER TABLE "organisation_benefits" ADD CONSTRAINT "organisation_benefits_kind_amounts" CHECK (case "organisation_benefits"."kind"
        when 'allowance' then "organisation_benefits"."sessions_per_year" > 0 and "organisation_benefits"."pool_paise_per_year" is null and "organisation_benefits"."cover_paise_per_session" is null
        when 'pool_only' then "organisation_benefits"."sessions_per_year" is null and "organisation_benefits"."pool_sessions_per_year" is not null and "organisation_benefits"."pool_paise_per_year" is null and "organisation_benefits"."cover_paise_per_session" is null
        else "organisation_benefits"."sessions_per_year" is null and "organisation_benefits"."pool_sessions_per_year" is null and "organisation_benefits"."pool_paise_per_year" > 0 and "organisation_benefits"."cover_paise_per_session" > 0 end);