import { useLayoutEffect, useRef } from 'react';
import { OFFLINE_BANNER_TEXT } from '@kaizen/contracts';
import { WifiOffIcon } from './icons';

/** The CSS variable sticky bars below the banner use as their `top` (styles/layout.css). */
const HEIGHT_VARIABLE = '--offline-banner-height';

/**
 * SPEC §2: the sticky red banner shown while offline. Its height (it wraps on a narrow phone) is
 * published as a CSS variable, so the sticky site header stops below it instead of under it.
 */
export function OfflineBanner() {
  const banner = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = banner.current;
    if (!element) return;
    const root = document.documentElement.style;
    const publish = () => root.setProperty(HEIGHT_VARIABLE, `${element.offsetHeight}px`);
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.removeProperty(HEIGHT_VARIABLE);
    };
  }, []);
  return (
    <div className="offline-banner" role="alert" ref={banner}>
      <WifiOffIcon />
      <span>{OFFLINE_BANNER_TEXT}</span>
    </div>
  );
}
