import type { Clinic } from '@kaizen/contracts';
import { callNative, isInsideNativeWrapper } from './native-bridge';

/** A maps address anyone's browser opens: the clinic's coordinates, labelled by its name. */
export function mapUrl(clinic: Pick<Clinic, 'latitude' | 'longitude'>): string {
  const query = `${clinic.latitude},${clinic.longitude}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/**
 * SPEC §7 openMap bridge: inside the Android and iOS shells the native maps app opens. True
 * when the shell took it (the link's own navigation is then cancelled).
 */
export function openMapInShell(
  clinic: Pick<Clinic, 'latitude' | 'longitude' | 'centre_name' | 'address'>,
): boolean {
  if (!isInsideNativeWrapper()) return false;
  return callNative('openMap', {
    latitude: clinic.latitude,
    longitude: clinic.longitude,
    label: clinic.centre_name,
    address: clinic.address,
  });
}
