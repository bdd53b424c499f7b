// SPEC §3 clinic cities: codes, names and the place names each covers. No schemas here (no
// Zod): the public pages import these names, and a module is bundled whole, so a schema module
// would bring Zod onto a page that validates nothing before it asks for data (issue 14).

/** SPEC §3 city codes. */
export const CITY_CODES = ['mum', 'del', 'blr'] as const;
export type CityCode = (typeof CITY_CODES)[number];

export const CITY_NAMES: Record<CityCode, string> = {
  mum: 'Mumbai',
  del: 'Delhi',
  blr: 'Bengaluru',
};

/**
 * Place names a location lookup may report for each clinic city, lower case: the metropolitan
 * area counts, since people cross the city line for a clinic visit.
 */
const CITY_ALIASES: Record<CityCode, readonly string[]> = {
  mum: ['mumbai', 'bombay', 'navi mumbai', 'thane'],
  del: ['delhi', 'new delhi', 'gurgaon', 'gurugram', 'noida', 'ghaziabad', 'faridabad'],
  blr: ['bengaluru', 'bangalore'],
};

/** The clinic city a reported place name belongs to, or null. */
export function cityCodeForName(name: string | null | undefined): CityCode | null {
  const key = name?.trim().toLowerCase() ?? '';
  if (!key) return null;
  for (const code of CITY_CODES) {
    if (code === key || CITY_ALIASES[code].includes(key)) return code;
  }
  return null;
}
