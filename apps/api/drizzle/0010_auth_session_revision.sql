ALTER TABLE "device_sessions" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The revision of a device session moves whenever anything the session lookup answers changes:
-- the session row itself (rotation, sign-out, remove_all, password change or reset, device cap,
-- expiry), its user's shown columns, or the user's organisation name. An API instance caches the
-- lookup by token hash and re-reads only the revision (one primary-key read) on each request, so
-- a revocation by any instance is seen by every other one on its next request.
-- The embedded database (PGlite) has one process, which receives the notification below before
-- the committing statement returns: there a cached copy is trusted until notified, with no read.
CREATE FUNCTION device_session_revise() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  NEW.revision := OLD.revision + 1;
  PERFORM pg_notify('device_session_revised', NEW.id || ':' || NEW.revision);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER device_sessions_revise BEFORE UPDATE ON device_sessions
FOR EACH ROW EXECUTE FUNCTION device_session_revise();
--> statement-breakpoint
CREATE FUNCTION device_session_forget() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM pg_notify('device_session_revised', OLD.id || ':-1');
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER device_sessions_forget AFTER DELETE ON device_sessions
FOR EACH ROW EXECUTE FUNCTION device_session_forget();
--> statement-breakpoint
CREATE FUNCTION device_sessions_revise_for_user() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE device_sessions SET revision = revision + 1
  WHERE user_id = NEW.id AND ended_at IS NULL;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_revise_sessions AFTER UPDATE ON users
FOR EACH ROW
WHEN ((OLD.uuid, OLD.usertype, OLD.is_verified, OLD.firebaseid, OLD.firstname, OLD.lastname,
       OLD.email, OLD.mobile, OLD.organisation_id, OLD.first_time_to_amaha_user)
      IS DISTINCT FROM
      (NEW.uuid, NEW.usertype, NEW.is_verified, NEW.firebaseid, NEW.firstname, NEW.lastname,
       NEW.email, NEW.mobile, NEW.organisation_id, NEW.first_time_to_amaha_user))
EXECUTE FUNCTION device_sessions_revise_for_user();
--> statement-breakpoint
CREATE FUNCTION device_sessions_revise_for_organisation() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE device_sessions s SET revision = s.revision + 1
  FROM users u
  WHERE u.organisation_id = NEW.id AND s.user_id = u.id AND s.ended_at IS NULL;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER organisations_revise_sessions AFTER UPDATE OF name ON organisations
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
EXECUTE FUNCTION device_sessions_revise_for_organisation();
--> statement-breakpoint
-- The lookup (0005) answers the revision too, read in the same statement as the rest.
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
           'last_rotated_at', s.last_rotated_at,
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
