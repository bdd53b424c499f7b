/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** URL probed each second after the browser says it is back online (SPEC §4). */
  readonly VITE_OFFLINE_PROBE_URL?: string;
  /** Release name sent with error reports. */
  readonly VITE_RELEASE?: string;
  /** Release stage sent with error reports and traces (SPEC §9: default production). */
  readonly VITE_RELEASE_STAGE?: string;
  /** Email domains of the operator's own people, excluded from analytics (default kaizen.health). */
  readonly VITE_INTERNAL_EMAIL_DOMAINS?: string;
}
