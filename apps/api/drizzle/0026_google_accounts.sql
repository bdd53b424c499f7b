CREATE TABLE "google_accounts" (
	"subject" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"linked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "google_accounts_user_key" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "google_token_uses" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "google_accounts" ADD CONSTRAINT "google_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "google_token_uses_expires_at_idx" ON "google_token_uses" USING btree ("expires_at");