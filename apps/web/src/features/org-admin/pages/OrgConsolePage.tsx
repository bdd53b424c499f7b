import type { OrgConsole } from '@kaizen/contracts';
import { useCallback, useState } from 'react';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { FormAlert } from '../../../components/forms/FormAlert';
import { BuildingIcon } from '../../../components/icons';
import { Spinner } from '../../../components/Spinner';
import { useDocumentMeta } from '../../../lib/document-meta';
import { fetchConsole, fetchMembers, fetchPartnerKey, fetchPendingInvitations } from '../api';
import { BrandingSection } from '../components/BrandingSection';
import { CfBookingSection } from '../components/CfBookingSection';
import { CrnRegisterSection } from '../components/CrnRegisterSection';
import { InviteMembersForm } from '../components/InviteMembersForm';
import { MembersList } from '../components/MembersList';
import { OrgSettingsForm } from '../components/OrgSettingsForm';
import { PartnerKeyForm } from '../components/PartnerKeyForm';
import { PendingInvitations } from '../components/PendingInvitations';
import { PoolUsage } from '../components/PoolUsage';
import { UsageTable } from '../components/UsageTable';
import { useLoaded, type Loaded } from '../hooks/use-loaded';

function Loading({ what }: { what: string }) {
  return (
    <div className="card card--center" role="status">
      <Spinner /> <span>Loading {what}…</span>
    </div>
  );
}

function Failed({
  state,
  onRetry,
}: {
  state: Extract<Loaded<unknown>, { status: 'error' }>;
  onRetry: () => void;
}) {
  return (
    <div className="stack">
      <FormAlert title="We couldn't load this" messages={state.messages} />
      <div>
        <Button variant="secondary" onClick={onRetry} sendsRequest>
          Try again
        </Button>
      </div>
    </div>
  );
}

/**
 * /org-admin: an organisation administrator's console (issue 10). Members without clinical data,
 * invitations, the settings members depend on, and usage as aggregates with small groups hidden.
 */
export function OrgConsolePage() {
  const [overview, reloadOverview] = useLoaded(fetchConsole);
  const [members, reloadMembers] = useLoaded(fetchMembers);
  const [invitations, reloadInvitations] = useLoaded(fetchPendingInvitations);
  const [partnerKey, reloadPartnerKey] = useLoaded(fetchPartnerKey);
  const [saved, setSaved] = useState<OrgConsole | null>(null);
  const current = saved ?? (overview.status === 'ready' ? overview.value : null);
  useDocumentMeta({
    title: current ? `${current.organisation.name} console` : 'Organisation console',
  });

  const membersChanged = useCallback(() => {
    reloadMembers();
    reloadOverview();
    setSaved(null);
  }, [reloadMembers, reloadOverview]);

  if (overview.status === 'loading')
    return (
      <div className="page">
        <Loading what="your organisation" />
      </div>
    );
  if (overview.status === 'error') {
    return (
      <div className="page">
        <section className="card">
          {overview.notFound ? (
            <EmptyState icon={<BuildingIcon />} title="Organisation console">
              {overview.messages[0]} The console is for the people who run an organisation’s Kaizen
              benefit; ask your Kaizen operator for access.
            </EmptyState>
          ) : (
            <Failed state={overview} onRetry={reloadOverview} />
          )}
        </section>
      </div>
    );
  }
  const data = current ?? overview.value;
  return (
    <div className="page console">
      <header className="page__header">
        <p className="home__eyebrow">Organisation console</p>
        <h1 className="page__title">{data.organisation.name}</h1>
        <p className="muted">
          {data.member_count === 1 ? '1 member' : `${data.member_count} members`} ·{' '}
          {data.organisation.short_code}
        </p>
      </header>

      <section className="card" aria-labelledby="usage-heading">
        <h2 id="usage-heading" className="card__title">
          Usage
        </h2>
        <p className="muted">Counts only: you never see anyone’s sessions, experts or records.</p>
        <UsageTable usage={data.usage} />
      </section>

      {data.pools.length > 0 && (
        <section className="card" aria-labelledby="pool-heading">
          <h2 id="pool-heading" className="card__title">
            Shared sessions this year
          </h2>
          <p className="muted">
            Every covered session of a member also takes one from this budget shared by all members;
            a session cancelled in time gives it back.
          </p>
          <PoolUsage pools={data.pools} />
        </section>
      )}

      <section className="card" aria-labelledby="members-heading">
        <h2 id="members-heading" className="card__title">
          Members
        </h2>
        {members.status === 'loading' && <Loading what="members" />}
        {members.status === 'error' && <Failed state={members} onRetry={reloadMembers} />}
        {members.status === 'ready' && (
          <MembersList
            members={members.value}
            organisationName={data.organisation.name}
            onChanged={membersChanged}
          />
        )}
      </section>

      <section className="card" aria-labelledby="invite-heading">
        <h2 id="invite-heading" className="card__title">
          Invite members
        </h2>
        <p className="muted">
          Each address gets a link that works once for 14 days; whoever opens it while signed in
          becomes a member.
        </p>
        <InviteMembersForm onInvited={reloadInvitations} />
        {invitations.status === 'ready' && <PendingInvitations invitations={invitations.value} />}
      </section>

      <section className="card" aria-labelledby="settings-heading">
        <h2 id="settings-heading" className="card__title">
          Settings
        </h2>
        <OrgSettingsForm settings={data.settings} onSaved={setSaved} />
      </section>

      <CfBookingSection />
      <BrandingSection />
      <CrnRegisterSection />

      <section className="card" aria-labelledby="partner-heading">
        <h2 id="partner-heading" className="card__title">
          Sign-in from your HR system
        </h2>
        {partnerKey.status === 'loading' && <Loading what="the partner sign-in" />}
        {partnerKey.status === 'error' && <Failed state={partnerKey} onRetry={reloadPartnerKey} />}
        {partnerKey.status === 'ready' && <PartnerKeyForm current={partnerKey.value} />}
      </section>
    </div>
  );
}
