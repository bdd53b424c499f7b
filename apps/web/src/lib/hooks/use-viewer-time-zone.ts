import { useSyncExternalStore } from 'react';
import { SERVER_RENDER_TIME_ZONE } from '@kaizen/contracts';

// The zone does not change while a page is open: nothing to subscribe to, and it is read once
// (asking Intl costs a formatter each time, and every card on the listing asks on each render).
const unchanging = () => () => {};
let knownBrowserZone: string | undefined;
const browserZone = () => (knownBrowserZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone);
const serverZone = () => SERVER_RENDER_TIME_ZONE;

/**
 * The time zone to write times in on a page the server may have rendered. The server and the
 * hydration that follows use SERVER_RENDER_TIME_ZONE, so hydration finds the text the HTML holds
 * (a different text makes React throw the server's page away and draw it again, #418); right
 * after hydration React redraws with the browser's own zone, which changes only those texts
 * and only for a visitor outside that zone. A page drawn in the browser uses the browser's zone
 * from the start.
 */
export const useViewerTimeZone = (): string =>
  useSyncExternalStore(unchanging, browserZone, serverZone);
