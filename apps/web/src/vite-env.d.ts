/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** URL probed each second after the browser says it is back online (SPEC §4). */
  readonly VITE_OFFLINE_PROBE_URL?: string;
  /** Release name sent with error reports. */
  readonly VITE_RELEASE?: string;
}
