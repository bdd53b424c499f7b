import type { BandLevel } from '@kaizen/contracts';

/** A band's label, coloured by how much it calls for (the text says it; colour only adds). */
export function BandBadge({ label, level }: { label: string; level: BandLevel }) {
  return <span className={`band-badge band-badge--${level}`}>{label}</span>;
}
