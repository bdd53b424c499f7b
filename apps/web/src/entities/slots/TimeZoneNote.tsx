import { useViewerTimeZone } from '../../lib/use-viewer-time-zone';
import { currentTimeZoneName } from './slot-days';

/**
 * "Times are in your time zone (Asia/Kolkata)." above a day's times. The zone comes from
 * useViewerTimeZone: on the server-rendered profile the server's own zone (UTC) made the text
 * differ from the browser's, and React threw the whole page away on every load (#418).
 */
export function TimeZoneNote() {
  const zone = currentTimeZoneName(useViewerTimeZone());
  return <p className="slot-picker__zone">Times are in your time zone ({zone}).</p>;
}
