import { useViewerTimeZone } from '../../lib/hooks/use-viewer-time-zone';
import { currentTimeZoneName } from './slot-days';

/**
 * "Times are in your time zone (Asia/Kolkata)." above a day's times. The zone comes from
 * useViewerTimeZone because the profile is rendered by the server: a zone name that differed
 * between the server's HTML and the hydration would make React throw the page away (#418).
 */
export function TimeZoneNote() {
  const zone = currentTimeZoneName(useViewerTimeZone());
  return <p className="slot-picker__zone">Times are in your time zone ({zone}).</p>;
}
