-- The session lookup every authenticated request makes (modules/auth/session-queries.ts), as a
-- PL/pgSQL function: PL/pgSQL keeps the plan of its query for the life of the connection, while a
-- plain statement is parsed and planned again on every call. On the embedded database (PGlite)
-- planning this three-table join cost more than running it; the function takes validate_token
-- from 0.46 to over half of /api/health's req/s (docs/PERFORMANCE.md). Columns as userViewColumns.
CREATE FUNCTION auth_session_by_client(p_client text)
RETURNS TABLE (
  id integer,
  token_hash text,
  previous_token_hash text,
  last_rotated_at timestamptz,
  expires_at timestamptz,
  signed_in_at timestamptz,
  ended_reason text,
  user_id integer,
  user_uuid uuid,
  usertype text,
  is_verified boolean,
  firebaseid text,
  firstname text,
  lastname text,
  email text,
  mobile text,
  organisation_id integer,
  organisation_name text,
  first_time_to_amaha_user boolean
)
LANGUAGE plpgsql STABLE
AS $$
BEGIN
  RETURN QUERY
  SELECT s.id, s.token_hash, s.previous_token_hash, s.last_rotated_at, s.expires_at,
         s.signed_in_at, s.ended_reason, u.id, u.uuid, u.usertype, u.is_verified, u.firebaseid,
         u.firstname, u.lastname, u.email, u.mobile, u.organisation_id, o.name,
         u.first_time_to_amaha_user
  FROM device_sessions s
  JOIN users u ON u.id = s.user_id
  LEFT JOIN organisations o ON o.id = u.organisation_id
  WHERE s.client = p_client
  LIMIT 1;
END
$$;
