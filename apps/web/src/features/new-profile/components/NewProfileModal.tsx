import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { CalendarIcon, CheckCircleIcon, UserIcon } from '../../../components/icons';

/** "New: richer expert profiles", shown once (SPEC §4); any way of closing turns the flag off. */
export function NewProfileModal({
  open,
  onClose,
  findExpertPath,
}: {
  open: boolean;
  onClose: () => void;
  findExpertPath: string;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      className="new-profile"
      eyebrow={<span className="badge new-profile__badge">New</span>}
      title="Richer expert profiles"
      description="Every therapist and psychiatrist now has a full profile, so you can choose with confidence before you book."
    >
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
    </Dialog>
  );
}
