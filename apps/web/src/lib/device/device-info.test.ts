import { USER_AGENT_MAX_LENGTH } from '@kaizen/contracts';
import { describe, expect, it } from 'vitest';
import { collectDeviceInfo } from './device-info';
import { localStore } from '../storage';
import { StorageKey } from '../storage-keys';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

describe('SPEC §3 device info', () => {
  it('names the browser and system and defaults the country to India', () => {
    expect(collectDeviceInfo(ANDROID)).toMatchObject({
      device_name: 'Chrome on Android',
      device_type: 'mobile',
      operating_system: 'Android',
      logged_in_location: { country: 'India' },
    });
  });

  // SPEC §3 device info "logged_in_location (location data plus country, default India)", with
  // the country GET location reported (stored as userCountry).
  it('names the country GET location reported', () => {
    localStore.setItem(StorageKey.userCountry, 'GB');
    expect(collectDeviceInfo(ANDROID).logged_in_location).toEqual({
      country: 'United Kingdom',
      country_code: 'GB',
    });
  });

  // SPEC §3 storage key `deviceId`, which SPEC §4 logout keeps: one stable id per device.
  it('sends the same device id every time, creating it once', () => {
    const first = collectDeviceInfo(ANDROID).device_id;
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(localStore.getItem(StorageKey.deviceId)).toBe(first);
    expect(collectDeviceInfo(ANDROID).device_id).toBe(first);
  });

  it('trims the user agent to 500 characters (SPEC §9)', () => {
    const info = collectDeviceInfo(`${ANDROID} ${'x'.repeat(800)}`);
    expect(info.user_agent).toHaveLength(USER_AGENT_MAX_LENGTH);
  });

  it('names the native application inside a wrapper', () => {
    localStore.setItem(StorageKey.platform, 'ios');
    expect(collectDeviceInfo(ANDROID).application_name).toBe('ios');
    localStore.removeItem(StorageKey.platform);
  });
});
