/** The brand's calm landscape: a rising sun over two soft hills. Decorative. */
export function HillsArt({ className }: { className?: string }) {
  return (
    <svg
      className={`hills-art ${className ?? ''}`}
      viewBox="0 0 600 240"
      preserveAspectRatio="xMidYMax slice"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="430" cy="92" r="46" className="hills-art__sun" />
      <path d="M0 190C90 128 190 120 300 160S500 208 600 140V240H0Z" className="hills-art__back" />
      <path
        d="M0 214C110 172 230 170 340 196S520 226 600 196V240H0Z"
        className="hills-art__front"
      />
    </svg>
  );
}
