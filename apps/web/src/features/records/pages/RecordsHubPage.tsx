import { Link } from 'react-router';
import {
  ArrowRightIcon,
  HeartIcon,
  LeafIcon,
  ShieldIcon,
  StethoscopeIcon,
} from '../../../components/icons';
import { useDocumentMeta } from '../../../lib/document-meta';

const SECTIONS = [
  {
    to: '/prescriptions',
    title: 'Prescriptions',
    text: 'Medicines your psychiatrist prescribed, as signed PDFs.',
    Icon: StethoscopeIcon,
  },
  {
    to: '/treatment-plan',
    title: 'Treatment plan',
    text: 'Your goals and the progress your clinician notes.',
    Icon: LeafIcon,
  },
  {
    to: '/documents',
    title: 'Documents',
    text: 'Reports and letters you and your care team share.',
    Icon: HeartIcon,
  },
  {
    to: '/my-data',
    title: 'Your data and privacy',
    text: 'Who accessed your record, a copy of your data, erasing your account.',
    Icon: ShieldIcon,
  },
] as const;

export function RecordsHubPage() {
  useDocumentMeta({ title: 'Your health record' });
  return (
    <div className="page records">
      <header className="page__header">
        <h1 className="page__title">Your health record</h1>
        <p className="muted">Private to you and the clinicians you have sessions with.</p>
      </header>
      <ul className="records-hub">
        {SECTIONS.map(({ to, title, text, Icon }) => (
          <li key={to}>
            <Link to={to} className="card records-hub__link">
              <span className="records-hub__icon" aria-hidden="true">
                <Icon />
              </span>
              <span className="records-hub__text">
                <span className="card__title">{title}</span>
                <span className="muted">{text}</span>
              </span>
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
