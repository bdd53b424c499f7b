CREATE TABLE "organisation_admins" (
	"user_id" integer NOT NULL,
	"organisation_id" integer NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "organisation_admins_user_id_organisation_id_pk" PRIMARY KEY("user_id","organisation_id")
);
--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "helpline_number" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "helpline_text" text;--> statement-breakpoint
ALTER TABLE "membership_grants" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "membership_grants" ADD COLUMN "revoked_by" integer;--> statement-breakpoint
ALTER TABLE "organisation_admins" ADD CONSTRAINT "organisation_admins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_admins" ADD CONSTRAINT "organisation_admins_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organisation_admins_organisation_idx" ON "organisation_admins" USING btree ("organisation_id");--> statement-breakpoint
ALTER TABLE "membership_grants" ADD CONSTRAINT "membership_grants_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;