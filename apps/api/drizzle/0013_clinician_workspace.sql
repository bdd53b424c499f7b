ALTER TABLE "bookings" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
CREATE INDEX "patient_notes_patient_idx" ON "patient_notes" USING btree ("patient_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_by_known" CHECK ("bookings"."cancelled_by" is null or "bookings"."cancelled_by" in ('patient', 'clinician'));--> statement-breakpoint
-- Clinician cancellations made before this column existed carry their reason's fixed prefix.
UPDATE "bookings" SET "cancelled_by" = 'clinician' WHERE "status" = 'cancelled' AND "cancel_reason" LIKE 'Cancelled by your clinician: %';
