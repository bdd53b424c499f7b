import {
  cityCodeForName,
  DEFAULT_APP_VISIBILITY,
  DEFAULT_COUNTRY,
  findCountry,
  type AppVisibility,
  type CityCode,
  type LocationResponse,
  type ProviderType,
} from '@kaizen/contracts';
import type { Database } from '../../db/client';
import { offlineProviderTypesInCity } from './queries';

// GET /api/location and app visibility v2. No external lookup: a proxy or CDN in front of the API
// knows the visitor's place and says so in a header (Cloudflare, Vercel, or our own x-country and
// x-city for nginx/geoip set-ups). The headers only shape what the visitor is shown, so a visitor
// who sets them by hand gains nothing.

const COUNTRY_HEADERS = ['cf-ipcountry', 'x-vercel-ip-country', 'x-country'] as const;
const CITY_HEADERS = ['cf-ipcity', 'x-vercel-ip-city', 'x-city'] as const;

type Headers = Record<string, string | string[] | undefined>;

function firstHeader(headers: Headers, names: readonly string[]): string | undefined {
  for (const name of names) {
    const raw = headers[name];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
    if (value) return value;
  }
  return undefined;
}

/** Vercel percent-encodes city names ("New%20Delhi"); a broken encoding is kept as sent. */
function decodedCity(value: string): string {
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    // not percent-encoded after all
  }
  const city = decoded.replace(/[^\p{L}\p{M} .'-]/gu, '').trim();
  return city.slice(0, 100);
}

/**
 * SPEC §7 GET location: country and city from the proxy headers. A country we do not know (CDNs
 * send XX for unknown and T1 for Tor) or none at all is IN (SPEC §8, §9).
 */
export function locationFromHeaders(headers: Headers): LocationResponse {
  const countryHeader = firstHeader(headers, COUNTRY_HEADERS);
  const country = (countryHeader && findCountry(countryHeader)?.value) || DEFAULT_COUNTRY;
  const cityHeader = firstHeader(headers, CITY_HEADERS);
  const city = cityHeader ? decodedCity(cityHeader) || null : null;
  return { country, city, city_code: cityCodeForName(city) };
}

const offeredAmong = (types: string[], wanted: ProviderType) =>
  types.includes(wanted) || types.includes(`cf_${wanted}`);

/**
 * SPEC §7 app visibility v2: the SPEC §3 defaults, with the offline flag of a kind of care on
 * when the city has a clinic where such a provider sees people offline (contracts clinics.ts).
 */
export async function appVisibility(db: Database, city: CityCode | null): Promise<AppVisibility> {
  if (!city) return { ...DEFAULT_APP_VISIBILITY };
  const types = await offlineProviderTypesInCity(db, city);
  return {
    ...DEFAULT_APP_VISIBILITY,
    is_therapy_offered_offline: offeredAmong(types, 'therapy'),
    is_psychiatry_offered_offline: offeredAmong(types, 'psychiatry'),
    is_couple_therapy_offered_offline: offeredAmong(types, 'couples'),
  };
}
