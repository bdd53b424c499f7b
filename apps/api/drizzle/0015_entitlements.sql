CREATE TABLE "entitlement_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"lot_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"booking_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "entitlement_entries_kind_known" CHECK ("entitlement_entries"."kind" in ('grant', 'spend', 'release', 'expiry')),
	CONSTRAINT "entitlement_entries_amount_sign" CHECK (case "entitlement_entries"."kind" when 'grant' then "entitlement_entries"."amount" > 0 when 'spend' then "entitlement_entries"."amount" = -1 when 'release' then "entitlement_entries"."amount" = 1 else "entitlement_entries"."amount" < 0 end),
	CONSTRAINT "entitlement_entries_booking" CHECK (("entitlement_entries"."kind" in ('spend', 'release')) = ("entitlement_entries"."booking_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "entitlement_lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"benefit_id" integer NOT NULL,
	"period_starts_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "entitlement_lots_period" CHECK ("entitlement_lots"."period_starts_at" < "entitlement_lots"."expires_at")
);
--> statement-breakpoint
CREATE TABLE "organisation_benefits" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" integer NOT NULL,
	"label" text NOT NULL,
	"provider_types" text[] NOT NULL,
	"session_kinds" text[] NOT NULL,
	"sessions_per_year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisation_benefits_sessions_positive" CHECK ("organisation_benefits"."sessions_per_year" > 0),
	CONSTRAINT "organisation_benefits_types_known" CHECK ("organisation_benefits"."provider_types" <@ array['therapy', 'psychiatry', 'coach', 'couples', 'children_first', 'ancillary_assessment', 'care_coordinator', 'cf_therapy', 'cf_psychiatry', 'cf_coach', 'cf_couples', 'cf_children_first', 'cf_ancillary_assessment', 'cf_care_coordinator']::text[] and cardinality("organisation_benefits"."provider_types") > 0),
	CONSTRAINT "organisation_benefits_kinds_known" CHECK ("organisation_benefits"."session_kinds" <@ array['tele', 'offline', 'couple', 'group']::text[] and cardinality("organisation_benefits"."session_kinds") > 0)
);
--> statement-breakpoint
ALTER TABLE "entitlement_entries" ADD CONSTRAINT "entitlement_entries_lot_id_entitlement_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."entitlement_lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlement_entries" ADD CONSTRAINT "entitlement_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlement_entries" ADD CONSTRAINT "entitlement_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlement_lots" ADD CONSTRAINT "entitlement_lots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlement_lots" ADD CONSTRAINT "entitlement_lots_benefit_id_organisation_benefits_id_fk" FOREIGN KEY ("benefit_id") REFERENCES "public"."organisation_benefits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_benefits" ADD CONSTRAINT "organisation_benefits_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "entitlement_entries_uuid_key" ON "entitlement_entries" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "entitlement_entries_lot_idx" ON "entitlement_entries" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "entitlement_entries_user_idx" ON "entitlement_entries" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "entitlement_entries_one_spend_key" ON "entitlement_entries" USING btree ("booking_id") WHERE "entitlement_entries"."kind" = 'spend';--> statement-breakpoint
CREATE UNIQUE INDEX "entitlement_entries_one_release_key" ON "entitlement_entries" USING btree ("booking_id") WHERE "entitlement_entries"."kind" = 'release';--> statement-breakpoint
CREATE UNIQUE INDEX "entitlement_entries_one_expiry_key" ON "entitlement_entries" USING btree ("lot_id") WHERE "entitlement_entries"."kind" = 'expiry';--> statement-breakpoint
CREATE UNIQUE INDEX "entitlement_lots_uuid_key" ON "entitlement_lots" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "entitlement_lots_period_key" ON "entitlement_lots" USING btree ("user_id","benefit_id","period_starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_benefits_uuid_key" ON "organisation_benefits" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_benefits_label_key" ON "organisation_benefits" USING btree ("organisation_id","label");--> statement-breakpoint
-- The ledger is append-only: an entry is never changed (a correction is a new entry).
CREATE FUNCTION entitlement_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'ledger entries are append-only' USING ERRCODE = '55000';
END;
$$;--> statement-breakpoint
CREATE TRIGGER entitlement_entries_no_update BEFORE UPDATE ON "entitlement_entries"
	FOR EACH ROW EXECUTE FUNCTION entitlement_entries_append_only();--> statement-breakpoint
-- The database refuses overspending whatever the caller did: an entry that takes credit locks its
-- lot row first (so takers of one lot queue), then sums the lot in a new statement, which sees
-- every entry committed before the lock was granted. A balance below zero is a check violation.
CREATE FUNCTION entitlement_entries_no_overspend() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	balance integer;
BEGIN
	IF NEW.amount >= 0 THEN
		RETURN NEW;
	END IF;
	PERFORM 1 FROM entitlement_lots WHERE id = NEW.lot_id FOR UPDATE;
	SELECT coalesce(sum(amount), 0) INTO balance FROM entitlement_entries WHERE lot_id = NEW.lot_id;
	IF balance + NEW.amount < 0 THEN
		RAISE EXCEPTION 'No credit left on this entitlement.' USING ERRCODE = '23514',
			CONSTRAINT = 'entitlement_entries_no_overspend';
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER entitlement_entries_no_overspend BEFORE INSERT ON "entitlement_entries"
	FOR EACH ROW EXECUTE FUNCTION entitlement_entries_no_overspend();
