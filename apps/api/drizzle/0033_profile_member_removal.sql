ALTER TABLE "profile_members" ALTER COLUMN "slot" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "profile_members" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profile_members" ADD CONSTRAINT "profile_members_slot_while_linked" CHECK (("profile_members"."removed_at" is null) = ("profile_members"."slot" is not null));