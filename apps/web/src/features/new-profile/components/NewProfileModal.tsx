import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { CalendarIcon, CheckCircleIcon, UserIcon } from '../../../components/icons';

/**
 * "New: richer expert profiles", shown once (SPEC §4). A native modal <dialog>: the page behind
 * is inert, Tab stays inside, Escape closes it, and focus goes back where it was.
 */
export function NewProfileModal({
  open,
  onClose,
  findExpertPath,
}: {
  open: boolean;
  onClose: () => void;
  findExpertPath: string;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open || dialog.open) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      returnTo?.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={dialogRef}
      className="dialog new-profile"
      aria-labelledby="new-profile-title"
      aria-describedby="new-profile-text"
      // Escape: the browser's cancel; the flag is turned off like any other way of closing.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <span className="badge new-profile__badge">New</span>
      <h2 id="new-profile-title" className="dialog__title">
        Richer expert profiles
      </h2>
      <p id="new-profile-text" className="dialog__text">
        Every therapist and psychiatrist now has a full profile, so you can choose with confidence
        before you book.
      </p>
      <ul className="new-profile__points">
        <li>
          <UserIcon /> Their approach, qualifications and the concerns they help with
        </li>
        <li>
          <CheckCircleIcon /> Languages, fees for each kind of session and clinic addresses
        </li>
        <li>
          <CalendarIcon /> Open times for the next two weeks, in your own time zone
        </li>
      </ul>
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onClose}>
          Got it
        </Button>
        <Link to={findExpertPath} className="btn btn--primary" onClick={onClose}>
          <span>See expert profiles</span>
        </Link>
      </div>
    </dialog>
  );
}
