CREATE TABLE "receipt_counters" (
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_serial" integer NOT NULL,
	CONSTRAINT "receipt_counters_series_financial_year_pk" PRIMARY KEY("series","financial_year"),
	CONSTRAINT "receipt_counters_serial_positive" CHECK ("receipt_counters"."last_serial" > 0)
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"refund_id" integer,
	"amount_paise" integer NOT NULL,
	"description" text NOT NULL,
	"reason" text,
	"buyer" jsonb NOT NULL,
	"seller" jsonb NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "receipts_kind_known" CHECK ("receipts"."kind" in ('invoice', 'credit_note')),
	CONSTRAINT "receipts_amount_positive" CHECK ("receipts"."amount_paise" > 0),
	CONSTRAINT "receipts_refund_matches_kind" CHECK (("receipts"."kind" = 'credit_note') = ("receipts"."refund_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_refund_id_payment_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."payment_refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_uuid_key" ON "receipts" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_number_key" ON "receipts" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_invoice_per_payment_key" ON "receipts" USING btree ("payment_id") WHERE "receipts"."kind" = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_credit_note_per_refund_key" ON "receipts" USING btree ("refund_id") WHERE "receipts"."refund_id" is not null;--> statement-breakpoint
CREATE INDEX "receipts_user_idx" ON "receipts" USING btree ("user_id","issued_at");