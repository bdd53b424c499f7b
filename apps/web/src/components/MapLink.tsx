import type { ReactNode } from 'react';
import type { Clinic } from '@kaizen/contracts';
import { mapUrl, openMapInShell } from '../lib/device/map-link';

/**
 * A link to a clinic on a map: the browser opens a maps page in a new tab; inside the Android and
 * iOS shells the native maps app opens instead (SPEC §7 openMap bridge).
 */
export function MapLink({
  clinic,
  className,
  children,
  where,
}: {
  clinic: Pick<Clinic, 'latitude' | 'longitude' | 'centre_name' | 'address'>;
  className?: string;
  children: ReactNode;
  /** Read after the link text by screen readers: which place. */
  where: string;
}) {
  return (
    <a
      className={className}
      href={mapUrl(clinic)}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        if (openMapInShell(clinic)) event.preventDefault();
      }}
    >
      {children}
      <span className="visually-hidden">: {where} (opens in a new tab)</span>
    </a>
  );
}
