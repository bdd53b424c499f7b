import {
  addDateExceptionEndpoint,
  clinicianHoursResponseSchema,
  hoursSettingsEndpoint,
  removeDateExceptionEndpoint,
  urlOf,
  weeklyHoursEndpoint,
  type ClinicianHours,
  type DateExceptionBody,
  type HoursSettingsBody,
  type SessionKind,
  type WeeklyWindow,
} from '@kaizen/contracts';
import { api } from '../app/session';

const hoursOf = (data: unknown): ClinicianHours => clinicianHoursResponseSchema.parse(data).data;

export const saveWeekly = async (kind: SessionKind, windows: WeeklyWindow[]) =>
  hoursOf((await api.put(urlOf(weeklyHoursEndpoint, { kind }), { windows })).data);

export const saveSettings = async (body: HoursSettingsBody) =>
  hoursOf((await api.put(urlOf(hoursSettingsEndpoint), body)).data);

export const addException = async (body: DateExceptionBody) =>
  hoursOf((await api.post(urlOf(addDateExceptionEndpoint), body)).data);

export const removeException = async (id: number) =>
  hoursOf((await api.delete(urlOf(removeDateExceptionEndpoint, { id }))).data);
