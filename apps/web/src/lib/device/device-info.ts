import {
  DEFAULT_DEVICE_COUNTRY_NAME,
  USER_AGENT_MAX_LENGTH,
  type DeviceInfo,
} from '@kaizen/contracts';
import { deviceId } from './device-id';
import { isInsideNativeWrapper } from './native-bridge';
import { localStore } from '../storage';
import { StorageKey } from '../storage-keys';

const OPERATING_SYSTEMS: [RegExp, string][] = [
  [/android/i, 'Android'],
  [/iphone|ipad|ipod/i, 'iOS'],
  [/windows/i, 'Windows'],
  [/mac os x|macintosh/i, 'macOS'],
  [/cros/i, 'ChromeOS'],
  [/linux/i, 'Linux'],
];
const BROWSERS: [RegExp, string][] = [
  [/edg\//i, 'Edge'],
  [/opr\/|opera/i, 'Opera'],
  [/samsungbrowser/i, 'Samsung Internet'],
  [/firefox|fxios/i, 'Firefox'],
  [/chrome|crios|chromium/i, 'Chrome'],
  [/safari/i, 'Safari'],
];

const firstMatch = (table: [RegExp, string][], userAgent: string) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1];

/** The English name of an ISO country code (`userCountry`, from GET location), e.g. India. */
function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** SPEC §3 device info, sent JSON-encoded with validate_token. */
export function collectDeviceInfo(userAgent = globalThis.navigator?.userAgent ?? ''): DeviceInfo {
  const mobile = /mobi|android|iphone|ipad|ipod/i.test(userAgent);
  const native = isInsideNativeWrapper();
  const os = firstMatch(OPERATING_SYSTEMS, userAgent) ?? 'Unknown';
  const browser = firstMatch(BROWSERS, userAgent) ?? 'Browser';
  const countryCode = localStore.getItem(StorageKey.userCountry);
  return {
    device_name: `${browser} on ${os}`,
    device_type: mobile ? 'mobile' : 'desktop',
    operating_system: os,
    ...(native ? { application_name: localStore.getItem(StorageKey.platform) ?? 'native' } : {}),
    user_agent: userAgent.slice(0, USER_AGENT_MAX_LENGTH),
    device_id: deviceId(),
    logged_in_location: countryCode
      ? { country: countryName(countryCode), country_code: countryCode }
      : { country: DEFAULT_DEVICE_COUNTRY_NAME },
  };
}
