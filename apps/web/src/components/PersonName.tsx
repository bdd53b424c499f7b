import { truncate } from '@kaizen/contracts';

/**
 * A person's name as cards show it: SPEC §9 "text truncation default 40 characters with
 * ellipsis", so a long name never breaks a card on a narrow phone. Screen readers get the whole
 * name; pointer users see it on hover.
 */
export function PersonName({ firstname, lastname }: { firstname: string; lastname: string }) {
  const full = `${firstname} ${lastname}`.trim();
  const shown = truncate(full);
  if (shown === full) return <>{full}</>;
  return (
    <>
      <span aria-hidden="true" title={full}>
        {shown}
      </span>
      <span className="visually-hidden">{full}</span>
    </>
  );
}
