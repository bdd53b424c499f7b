CREATE TABLE "care_package_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"label" text NOT NULL,
	"provider_types" text[] NOT NULL,
	"session_kinds" text[] NOT NULL,
	"sessions" integer NOT NULL,
	CONSTRAINT "care_package_items_sessions_positive" CHECK ("care_package_items"."sessions" > 0),
	CONSTRAINT "care_package_items_types_known" CHECK ("care_package_items"."provider_types" <@ array['therapy', 'psychiatry', 'coach', 'couples', 'children_first', 'ancillary_assessment', 'care_coordinator', 'cf_therapy', 'cf_psychiatry', 'cf_coach', 'cf_couples', 'cf_children_first', 'cf_ancillary_assessment', 'cf_care_coordinator']::text[] and cardinality("care_package_items"."provider_types") > 0),
	CONSTRAINT "care_package_items_kinds_known" CHECK ("care_package_items"."session_kinds" <@ array['tele', 'offline', 'couple', 'group']::text[] and cardinality("care_package_items"."session_kinds") > 0)
);
--> statement-breakpoint
CREATE TABLE "care_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"info_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"package_type" text NOT NULL,
	"package_sub_type" text NOT NULL,
	"price_paise" integer NOT NULL,
	"validity_months" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "care_packages_price_positive" CHECK ("care_packages"."price_paise" > 0),
	CONSTRAINT "care_packages_validity_positive" CHECK ("care_packages"."validity_months" > 0)
);
--> statement-breakpoint
CREATE TABLE "package_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"provider_id" integer,
	"status" text NOT NULL,
	"price_paise" integer NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "package_purchases_status_known" CHECK ("package_purchases"."status" in ('pending', 'active', 'failed', 'refunded')),
	CONSTRAINT "package_purchases_paid" CHECK (("package_purchases"."status" in ('active', 'refunded')) = ("package_purchases"."paid_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_purpose_known";--> statement-breakpoint
ALTER TABLE "entitlement_lots" ALTER COLUMN "benefit_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "entitlement_lots" ADD COLUMN "package_purchase_id" integer;--> statement-breakpoint
ALTER TABLE "entitlement_lots" ADD COLUMN "package_item_id" integer;--> statement-breakpoint
ALTER TABLE "care_package_items" ADD CONSTRAINT "care_package_items_package_id_care_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."care_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_purchases" ADD CONSTRAINT "package_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_purchases" ADD CONSTRAINT "package_purchases_package_id_care_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."care_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_purchases" ADD CONSTRAINT "package_purchases_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "care_package_items_label_key" ON "care_package_items" USING btree ("package_id","label");--> statement-breakpoint
CREATE UNIQUE INDEX "care_packages_uuid_key" ON "care_packages" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "care_packages_info_id_key" ON "care_packages" USING btree ("info_id");--> statement-breakpoint
CREATE UNIQUE INDEX "package_purchases_uuid_key" ON "package_purchases" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "package_purchases_user_idx" ON "package_purchases" USING btree ("user_id","id");--> statement-breakpoint
ALTER TABLE "entitlement_lots" ADD CONSTRAINT "entitlement_lots_package_purchase_id_package_purchases_id_fk" FOREIGN KEY ("package_purchase_id") REFERENCES "public"."package_purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlement_lots" ADD CONSTRAINT "entitlement_lots_package_item_id_care_package_items_id_fk" FOREIGN KEY ("package_item_id") REFERENCES "public"."care_package_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "entitlement_lots_package_item_key" ON "entitlement_lots" USING btree ("package_purchase_id","package_item_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose_known" CHECK ("payments"."purpose" in ('booking', 'package'));--> statement-breakpoint
ALTER TABLE "entitlement_lots" ADD CONSTRAINT "entitlement_lots_one_source" CHECK (("entitlement_lots"."benefit_id" is null) <> ("entitlement_lots"."package_purchase_id" is null) and ("entitlement_lots"."package_purchase_id" is null) = ("entitlement_lots"."package_item_id" is null));