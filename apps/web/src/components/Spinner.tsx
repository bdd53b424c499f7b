export function Spinner({ size = 'md' }: { size?: 'sm' | 'md' | 'lg' }) {
  return <span className={`spinner spinner--${size}`} aria-hidden="true" />;
}

/** SPEC §2 full-screen loader. */
export function FullScreenLoader({ label = 'Loading your space' }: { label?: string }) {
  return (
    <div className="fullscreen-loader" role="status" aria-live="polite">
      <Spinner size="lg" />
      <span className="fullscreen-loader__label">{label}…</span>
    </div>
  );
}
