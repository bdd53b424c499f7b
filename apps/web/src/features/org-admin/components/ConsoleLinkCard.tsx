import { ORG_ADMIN_PATH } from '@kaizen/contracts';
import { ButtonLink } from '../../../components/Button';
import { BuildingIcon } from '../../../components/icons';
import { fetchConsole } from '../api';
import { useLoaded } from '../hooks/use-loaded';

/**
 * On the profile of an organisation administrator: the way to the console. Shown only when the
 * API says this person administers an organisation (everyone else sees nothing).
 */
export function ConsoleLinkCard() {
  const [state] = useLoaded(fetchConsole);
  if (state.status !== 'ready') return null;
  return (
    <section className="card" aria-labelledby="console-link-heading">
      <h2 id="console-link-heading" className="card__title">
        <BuildingIcon /> {state.value.organisation.name} console
      </h2>
      <p className="muted">Invite and remove members, set the helpline and see usage.</p>
      <ButtonLink to={ORG_ADMIN_PATH} variant="secondary">
        Open the organisation console
      </ButtonLink>
    </section>
  );
}
