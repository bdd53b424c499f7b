ALTER TABLE "error_reports" ADD COLUMN "release_stage" text DEFAULT 'production' NOT NULL;--> statement-breakpoint
-- Reports stored before grouping: each its own group, by its message (edited by hand: the
-- generated NOT NULL columns had no value for existing rows).
ALTER TABLE "error_reports" ADD COLUMN "place" text DEFAULT '(earlier report)' NOT NULL;--> statement-breakpoint
ALTER TABLE "error_reports" ADD COLUMN "fingerprint" text;--> statement-breakpoint
UPDATE "error_reports" SET "fingerprint" = md5("message");--> statement-breakpoint
ALTER TABLE "error_reports" ALTER COLUMN "fingerprint" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "error_reports" ALTER COLUMN "place" DROP DEFAULT;--> statement-breakpoint
CREATE INDEX "error_reports_fingerprint_idx" ON "error_reports" USING btree ("fingerprint","received_at");
