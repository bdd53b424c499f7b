/** Two placeholder rows while the lists load, hidden from screen readers (the card says it). */
export function SessionsSkeleton() {
  return (
    <ul className="sessions" aria-hidden="true">
      {[0, 1].map((row) => (
        <li key={row} className="session session--skeleton">
          <span className="skeleton skeleton--avatar" />
          <span className="session__skeleton-lines">
            <span className="skeleton skeleton--title" />
            <span className="skeleton skeleton--line" />
            <span className="skeleton skeleton--line skeleton--short" />
          </span>
        </li>
      ))}
    </ul>
  );
}
