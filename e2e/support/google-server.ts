import { startAppServer } from './app-server';
import { STAND_IN_CLIENT_ID, type GoogleStandIn } from './google-stand-in';

/**
 * A second app server with Google sign-in configured against the stand-in, on its own port and
 * fresh database, for the Google spec only: the suite's shared server keeps Google off, as a
 * deployment without a client id is (nothing of Google renders or loads there).
 */
export const startServerWithGoogle = (port: number, standIn: GoogleStandIn) =>
  startAppServer(port, {
    GOOGLE_CLIENT_ID: STAND_IN_CLIENT_ID,
    GOOGLE_JWKS_URL: `${standIn.origin}/oauth2/v3/certs`,
    GOOGLE_SCRIPT_URL: `${standIn.origin}/gsi/client`,
  });
