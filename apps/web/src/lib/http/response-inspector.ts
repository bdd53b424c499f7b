// SPEC §5 response inspector: looks at every API answer for sensitive fields (phone, email,
// signature_url, documents, summary) that belong to someone other than the signed-in person,
// and reports an anomaly when that happens on an endpoint not on the allow-list of endpoints
// that legitimately show other people's details (a booking shows its expert, members list
// members, ...). Values are never reported, only where they were found.

const SENSITIVE_FIELDS = [
  'phone',
  'mobile',
  'email',
  'signature_url',
  'documents',
  'summary',
] as const;

/** SPEC §5 allow-list: package, reschedule, booking, sessions, assessment, members, clinics, token
 * validation, sign-in, documents, registration forms, partner details, emergency contact, profile info. */
const ALLOW_LIST: readonly RegExp[] = [
  /\/packages?(\/|$)/,
  /\/reschedule(\/|$)/,
  /\/bookings?(\/|$)/,
  /\/sessions?(\/|$)/,
  /\/assessments?(\/|$)/,
  /\/members?(\/|$)/,
  /\/clinics?(\/|$)/,
  /\/validate_token$/,
  /\/sign_in$/,
  /\/documents?(\/|$)/,
  /\/registration_forms?(\/|$)/,
  /\/partner(_details|_meta_info)?(\/|$)/,
  /\/emergency_contacts?(\/|$)/,
  /\/(profile|profile_info|user_profile)(\/|$)/,
];

interface SignedInPerson {
  email?: string | null;
  mobile?: string | null;
  /** users.uuid and/or the numeric id, as the API names people. */
  ids?: readonly (string | number)[];
}

export interface InspectionFinding {
  /** Where, e.g. `data[0].provider.email`. */
  path: string;
  field: string;
}

export interface Inspection {
  endpoint: string;
  allowListed: boolean;
  findings: InspectionFinding[];
  /** Someone else's sensitive data on an endpoint that should never carry it. */
  anomaly: boolean;
}

/** The path part of a request URL, without the API base, query or trailing slash. */
export function endpointOf(url: string): string {
  const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').split(/[?#]/)[0] ?? '';
  return `/${path
    .replace(/^\/+/, '')
    .replace(/^api\//, '')
    .replace(/\/+$/, '')}`;
}

const isAllowListed = (endpoint: string): boolean =>
  ALLOW_LIST.some((pattern) => pattern.test(endpoint));

const PERSON_ID_FIELDS = ['user_id', 'customer_id', 'patient_id', 'user_uuid'];
const norm = (value: unknown) => String(value).trim().toLowerCase();
const digits = (value: unknown) => String(value).replace(/\D/g, '').slice(-10);

type Owner = 'self' | 'other' | 'unknown';

/** Whose object this is, from the identity fields it carries. */
function ownerOf(record: Record<string, unknown>, me: SignedInPerson): Owner {
  const verdicts: Owner[] = [];
  if (typeof record.email === 'string' && record.email && me.email) {
    verdicts.push(norm(record.email) === norm(me.email) ? 'self' : 'other');
  }
  for (const key of ['phone', 'mobile']) {
    const value = record[key];
    if ((typeof value === 'string' || typeof value === 'number') && String(value) && me.mobile) {
      verdicts.push(digits(value) === digits(me.mobile) ? 'self' : 'other');
    }
  }
  const mine = new Set((me.ids ?? []).map(norm));
  for (const key of PERSON_ID_FIELDS) {
    const value = record[key];
    if ((typeof value === 'string' || typeof value === 'number') && mine.size > 0) {
      verdicts.push(mine.has(norm(value)) ? 'self' : 'other');
    }
  }
  if (verdicts.includes('other')) return 'other';
  return verdicts.includes('self') ? 'self' : 'unknown';
}

const isPresent = (value: unknown) =>
  value !== null &&
  value !== undefined &&
  value !== '' &&
  !(Array.isArray(value) && value.length === 0);

function walk(
  value: unknown,
  path: string,
  inherited: Owner,
  me: SignedInPerson,
  out: InspectionFinding[],
) {
  if (Array.isArray(value)) {
    value.forEach((item, index) => walk(item, `${path}[${index}]`, inherited, me, out));
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  const own = ownerOf(record, me);
  const owner = own === 'unknown' ? inherited : own;
  for (const [key, child] of Object.entries(record)) {
    const childPath = path ? `${path}.${key}` : key;
    if (
      owner === 'other' &&
      (SENSITIVE_FIELDS as readonly string[]).includes(key) &&
      isPresent(child)
    ) {
      out.push({ path: childPath, field: key });
    }
    walk(child, childPath, owner, me, out);
  }
}

export function inspectResponse(url: string, body: unknown, me: SignedInPerson): Inspection {
  const endpoint = endpointOf(url);
  const allowListed = isAllowListed(endpoint);
  const findings: InspectionFinding[] = [];
  walk(body, '', 'unknown', me, findings);
  return { endpoint, allowListed, findings, anomaly: findings.length > 0 && !allowListed };
}

/** One line for the error report: endpoint and field paths, never the values. */
export const describeAnomaly = (inspection: Inspection): string =>
  `Response inspector: another person's ${[...new Set(inspection.findings.map((finding) => finding.field))].join(', ')} ` +
  `from ${inspection.endpoint} (not on the allow-list) at ${inspection.findings.map((finding) => finding.path).join(', ')}`;
