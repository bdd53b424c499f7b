CREATE TABLE "partner_identities" (
	"organisation_id" integer NOT NULL,
	"subject" text NOT NULL,
	"user_id" integer NOT NULL,
	"linked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "partner_identities_organisation_id_subject_pk" PRIMARY KEY("organisation_id","subject")
);
--> statement-breakpoint
CREATE TABLE "partner_keys" (
	"organisation_id" integer PRIMARY KEY NOT NULL,
	"issuer" text NOT NULL,
	"audience" text NOT NULL,
	"hs256_secret" text,
	"jwks" jsonb,
	"rotated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "partner_keys_one_kind" CHECK (("partner_keys"."hs256_secret" is null) <> ("partner_keys"."jwks" is null))
);
--> statement-breakpoint
CREATE TABLE "partner_token_uses" (
	"organisation_id" integer NOT NULL,
	"jti" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "partner_token_uses_organisation_id_jti_pk" PRIMARY KEY("organisation_id","jti")
);
--> statement-breakpoint
ALTER TABLE "partner_identities" ADD CONSTRAINT "partner_identities_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_identities" ADD CONSTRAINT "partner_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_keys" ADD CONSTRAINT "partner_keys_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_token_uses" ADD CONSTRAINT "partner_token_uses_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_identities_user_idx" ON "partner_identities" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "partner_token_uses_expiry_idx" ON "partner_token_uses" USING btree ("expires_at");