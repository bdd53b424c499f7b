import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { CalendarIcon, CheckCircleIcon, UserIcon } from '../../../components/icons';

/**
 * The first thing a person who has just arrived sees on home (no sessions, no care team yet):
 * how to start, not what changed since a release they never saw. Any way of closing it counts
 * as seen.
 */
export function WelcomeDialog({
  firstname,
  onClose,
  links,
}: {
  firstname: string;
  onClose: () => void;
  links: { questionnaire: string; findExpert: string };
}) {
  return (
    <Dialog
      open
      onClose={onClose}
      className="welcome"
      title={`Welcome to Kaizen, ${firstname}`}
      description="Getting support starts with finding someone who fits you. Here is how it works."
    >
      <ol className="welcome__steps">
        <li>
          <CheckCircleIcon /> Answer six short questions about what you would like help with
        </li>
        <li>
          <UserIcon /> See the experts who fit your answers, their fees and languages
        </li>
        <li>
          <CalendarIcon /> Book a time that suits you: free to move or cancel until 24 hours before
        </li>
      </ol>
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onClose}>
          Not now
        </Button>
        <Link to={links.findExpert} className="btn btn--secondary" onClick={onClose}>
          <span>Browse experts</span>
        </Link>
        <Link to={links.questionnaire} className="btn btn--primary" onClick={onClose}>
          <span>Find my match</span>
        </Link>
      </div>
    </Dialog>
  );
}
