/** A clinician signed in: they are barred from the web client (SPEC §1, §4). */
export class ClinicianRefusedError extends Error {
  override name = 'ClinicianRefusedError';
}
