import { useId } from 'react';

/** The Kaizen mark: a rising sun over a soft hill, with the word mark. */
export function Logo({ showWordmark = true }: { showWordmark?: boolean }) {
  const clipId = useId();
  return (
    <span className="logo">
      <svg
        className="logo__mark"
        viewBox="0 0 32 32"
        width="32"
        height="32"
        aria-hidden="true"
        focusable="false"
      >
        <defs>
          <clipPath id={clipId}>
            <rect width="32" height="32" rx="9" />
          </clipPath>
        </defs>
        <g clipPath={`url(#${clipId})`}>
          <rect width="32" height="32" className="logo__tile" />
          <circle cx="17" cy="13" r="5.5" className="logo__sun" />
          <path d="M0 24c5-5 10-5 16-1s11 4 16-1v10H0Z" className="logo__hill" />
        </g>
      </svg>
      {showWordmark && <span className="logo__word">Kaizen</span>}
    </span>
  );
}
