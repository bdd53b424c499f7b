-- Organisation branding and the CRN register import (issue 10): brand colours on organisations
-- (applied by the web only where they pass WCAG AA), one raster logo per organisation in the
-- database, and the log of CRN register imports. Organisations that already have a CRN register
-- are insurers: they get the crn_sign_in feature flag that shows the import in their console.
CREATE TABLE "organisation_logos" (
	"organisation_id" integer PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer,
	CONSTRAINT "organisation_logos_type" CHECK ("organisation_logos"."content_type" in ('image/png', 'image/jpeg', 'image/webp')),
	CONSTRAINT "organisation_logos_size" CHECK (octet_length("organisation_logos"."bytes") between 1 and 200000)
);
--> statement-breakpoint
CREATE TABLE "crn_register_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"imported_by" integer,
	"imported_at" timestamp with time zone NOT NULL,
	"added" integer NOT NULL,
	"updated" integer NOT NULL,
	"unchanged" integer NOT NULL,
	"conflicts" integer NOT NULL,
	"problems" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "brand_primary" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "brand_header_background" text;--> statement-breakpoint
ALTER TABLE "organisation_logos" ADD CONSTRAINT "organisation_logos_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_logos" ADD CONSTRAINT "organisation_logos_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crn_register_imports" ADD CONSTRAINT "crn_register_imports_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crn_register_imports" ADD CONSTRAINT "crn_register_imports_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crn_register_imports_organisation_idx" ON "crn_register_imports" USING btree ("organisation_id","id");--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_brand_colours_format" CHECK ("organisations"."brand_primary" ~ '^#[0-9a-f]{6}$' and "organisations"."brand_header_background" ~ '^#[0-9a-f]{6}$');--> statement-breakpoint
UPDATE "organisations" SET "feature_flags" = "feature_flags" || '{"crn_sign_in": true}'::jsonb WHERE "id" IN (SELECT "organisation_id" FROM "insurer_crns");
