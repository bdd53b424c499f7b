ALTER TABLE "device_sessions" ADD COLUMN "previous_token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "device_sessions" ADD COLUMN "token_seen_at" timestamp with time zone;--> statement-breakpoint
-- The previous token now stays valid until the current one is first presented (sessions.ts), so
-- the lookup answers when that happened and how long the previous token may live at most. Rows
-- of before this migration have no bound and so no previous token: at worst a device that lost a
-- rotation's response in the last 5 s before the upgrade signs in again.
CREATE OR REPLACE FUNCTION auth_session_by_client(p_client text)
RETURNS json
LANGUAGE plpgsql STABLE
AS $$
DECLARE
  found json;
BEGIN
  SELECT json_build_object(
           'id', s.id,
           'revision', s.revision,
           'token_hash', s.token_hash,
           'previous_token_hash', s.previous_token_hash,
           'previous_token_expires_at', s.previous_token_expires_at,
           'last_rotated_at', s.last_rotated_at,
           'token_seen_at', s.token_seen_at,
           'expires_at', s.expires_at,
           'signed_in_at', s.signed_in_at,
           'ended_reason', s.ended_reason,
           'user_id', u.id,
           'user_uuid', u.uuid,
           'usertype', u.usertype,
           'is_verified', u.is_verified,
           'firebaseid', u.firebaseid,
           'firstname', u.firstname,
           'lastname', u.lastname,
           'email', u.email,
           'mobile', u.mobile,
           'organisation_id', u.organisation_id,
           'organisation_name', o.name,
           'first_time_to_amaha_user', u.first_time_to_amaha_user)
    INTO found
  FROM device_sessions s
  JOIN users u ON u.id = s.user_id
  LEFT JOIN organisations o ON o.id = u.organisation_id
  WHERE s.client = p_client
  LIMIT 1;
  RETURN found;
END
$$;
