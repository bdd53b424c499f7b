CREATE TABLE "profile_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_user_id" integer NOT NULL,
	"member_user_id" integer NOT NULL,
	"slot" smallint NOT NULL,
	"relationship" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "profile_members_slot_range" CHECK ("profile_members"."slot" between 1 and 4),
	CONSTRAINT "profile_members_not_self" CHECK ("profile_members"."account_user_id" <> "profile_members"."member_user_id")
);
--> statement-breakpoint
CREATE TABLE "profile_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"device_session_id" integer NOT NULL,
	"member_user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "profile_members" ADD CONSTRAINT "profile_members_account_user_id_users_id_fk" FOREIGN KEY ("account_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_members" ADD CONSTRAINT "profile_members_member_user_id_users_id_fk" FOREIGN KEY ("member_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_sessions" ADD CONSTRAINT "profile_sessions_device_session_id_device_sessions_id_fk" FOREIGN KEY ("device_session_id") REFERENCES "public"."device_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_sessions" ADD CONSTRAINT "profile_sessions_member_user_id_users_id_fk" FOREIGN KEY ("member_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "profile_members_account_slot_key" ON "profile_members" USING btree ("account_user_id","slot");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_members_member_key" ON "profile_members" USING btree ("member_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_sessions_token_key" ON "profile_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "profile_sessions_device_idx" ON "profile_sessions" USING btree ("device_session_id");