import { clinicianHoursEndpoint, urlOf, webPaths, type ClinicianHours } from '@kaizen/contracts';
import { useState } from 'react';
import { LoadError } from '../../components/LoadError';
import { FullScreenLoader } from '../../components/Spinner';
import { useResource } from '../app/use-resource';
import { DateChanges } from './DateChanges';
import { SettingsForm } from './SettingsForm';
import { SlotsPreview } from './SlotsPreview';
import { WeeklyHoursEditor } from './WeeklyHoursEditor';

/** Hours (issue 13): weekly rules per kind, date changes, booking rules, and what patients see. */
export function HoursPage() {
  const [resource, reload] = useResource(
    urlOf(clinicianHoursEndpoint),
    clinicianHoursEndpoint.response,
  );
  // Every save answers with the whole hours; the preview re-reads when this changes.
  const [saved, setSaved] = useState<ClinicianHours | null>(null);
  if (resource.state === 'loading') return <FullScreenLoader label="Loading your hours" />;
  if (resource.state === 'failed') {
    return (
      <LoadError
        title="Your hours could not be loaded"
        messages={[resource.message]}
        onRetry={() => void reload()}
      />
    );
  }
  const hours = saved ?? resource.data;
  return (
    <section className="cw-page" aria-labelledby="hours-title">
      <header className="cw-page__header">
        <h1 id="hours-title" className="cw-page__title">
          Hours
        </h1>
        <p className="cw-page__intro">
          When patients can book you. Changes show in the expert directory as soon as you save.{' '}
          <a href={webPaths.expert(hours.provider_uuid)}>See your profile as patients do</a>
        </p>
      </header>
      <div className="cw-hours">
        <div className="cw-hours__main">
          <WeeklyHoursEditor hours={hours} onSaved={setSaved} />
          <DateChanges hours={hours} onSaved={setSaved} />
          <SettingsForm hours={hours} onSaved={setSaved} />
        </div>
        <aside className="cw-hours__aside">
          <SlotsPreview hours={hours} />
        </aside>
      </div>
    </section>
  );
}
