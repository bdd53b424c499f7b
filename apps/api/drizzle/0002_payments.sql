CREATE TABLE "payment_gateway_events" (
	"gateway" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_gateway_events_gateway_event_id_pk" PRIMARY KEY("gateway","event_id")
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway_refund_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "payment_refunds_amount_positive" CHECK ("payment_refunds"."amount_paise" > 0),
	CONSTRAINT "payment_refunds_status_known" CHECK ("payment_refunds"."status" in ('pending', 'submitted', 'processed'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"reference_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"return_path" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"failure_reason" text,
	"gateway" text NOT NULL,
	"gateway_order_id" text NOT NULL,
	"gateway_payment_id" text,
	"refunded_paise" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"captured_at" timestamp with time zone,
	CONSTRAINT "payments_purpose_known" CHECK ("payments"."purpose" in ('booking')),
	CONSTRAINT "payments_status_known" CHECK ("payments"."status" in ('created', 'captured', 'failed', 'cancelled', 'refunded', 'partially_refunded')),
	CONSTRAINT "payments_gateway_known" CHECK ("payments"."gateway" in ('test', 'razorpay')),
	CONSTRAINT "payments_failure_known" CHECK ("payments"."failure_reason" in ('declined', 'cancelled', 'expired')),
	CONSTRAINT "payments_currency_inr" CHECK ("payments"."currency" = 'INR'),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_paise" > 0),
	CONSTRAINT "payments_refund_within_amount" CHECK ("payments"."refunded_paise" >= 0 and "payments"."refunded_paise" <= "payments"."amount_paise")
);
--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_uuid_key" ON "payment_refunds" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_reason_key" ON "payment_refunds" USING btree ("payment_id","reason");--> statement-breakpoint
CREATE INDEX "payment_refunds_pending_idx" ON "payment_refunds" USING btree ("created_at") WHERE "payment_refunds"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_uuid_key" ON "payments" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_purpose_reference_key" ON "payments" USING btree ("purpose","reference_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_order_key" ON "payments" USING btree ("gateway","gateway_order_id");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payments_open_expiry_idx" ON "payments" USING btree ("expires_at") WHERE "payments"."status" = 'created';