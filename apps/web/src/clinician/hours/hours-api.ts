import {
  clinicianHoursResponseSchema,
  type ClinicianHours,
  type DateExceptionBody,
  type HoursSettingsBody,
  type SessionKind,
  type WeeklyWindow,
} from '@kaizen/contracts';
import { api } from '../app/session';

const hoursOf = (data: unknown): ClinicianHours => clinicianHoursResponseSchema.parse(data).data;

export const saveWeekly = async (kind: SessionKind, windows: WeeklyWindow[]) =>
  hoursOf((await api.put(`clinicians/hours/weekly/${kind}`, { windows })).data);

export const saveSettings = async (body: HoursSettingsBody) =>
  hoursOf((await api.put('clinicians/hours/settings', body)).data);

export const addException = async (body: DateExceptionBody) =>
  hoursOf((await api.post('clinicians/hours/exceptions', body)).data);

export const removeException = async (id: number) =>
  hoursOf((await api.delete(`clinicians/hours/exceptions/${id}`)).data);
