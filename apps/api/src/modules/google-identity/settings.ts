import type { Config } from '../../config';

/** Google sign-in as configured; null without a client id (then it is off). */
export interface GoogleSettings {
  clientId: string;
  jwksUrl: string;
  issuers: string[];
  scriptUrl: string;
}

export const googleSettings = (config: Config): GoogleSettings | null =>
  config.GOOGLE_CLIENT_ID
    ? {
        clientId: config.GOOGLE_CLIENT_ID,
        jwksUrl: config.GOOGLE_JWKS_URL,
        issuers: config.GOOGLE_ISSUERS,
        scriptUrl: config.GOOGLE_SCRIPT_URL,
      }
    : null;
