-- One provider's confirmed bookings and holds never overlap (issue 4). Bookings of one group
-- session share a slot_claim and may overlap each other; every other pair with different claims
-- must not. The predicate cannot use now(): stale holds are expired (status 'expired') in the
-- booking transaction and by the sweeper before they could block anyone.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
  "provider_id" WITH =,
  tstzrange("starts_at", "ends_at", '[)') WITH &&,
  "slot_claim" WITH <>
) WHERE ("status" IN ('held', 'confirmed'));
