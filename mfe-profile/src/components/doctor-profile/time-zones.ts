/**
 * Zones that browsers still list under their old CLDR names (V8 answers 'Asia/Calcutta'),
 * with the names IANA and people use today. Both spellings are valid everywhere.
 */
const RENAMED_ZONES: Record<string, string> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Louisville': 'America/Kentucky/Louisville',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/** The current IANA name of a zone ('Asia/Calcutta' → 'Asia/Kolkata'). */
export function currentZoneName(timeZone: string): string {
  return RENAMED_ZONES[timeZone] ?? timeZone;
}

/** The browser's IANA time zone, the default for a new doctor profile. */
export function browserTimeZone(): string {
  try {
    return currentZoneName(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
  } catch {
    return 'UTC';
  }
}

/** 'GMT+5:30' for a zone at a given instant, or '' when the zone is unknown. */
function timeZoneOffset(timeZone: string, at: Date = new Date()): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' }).formatToParts(at);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

/** 'America/New York (GMT-4)': the zone name readable, with its current offset. */
export function formatTimeZone(timeZone: string, at: Date = new Date()): string {
  const offset = timeZoneOffset(timeZone, at);
  const name = timeZone.replace(/_/g, ' ');
  return offset ? `${name} (${offset})` : name;
}

export interface TimeZoneOption {
  value: string;
  /** The city part with its offset: 'New York (GMT-4)'. */
  label: string;
}

export interface TimeZoneGroup {
  /** 'America', 'Europe' ... or 'Other' for zones such as 'UTC'. */
  region: string;
  zones: TimeZoneOption[];
}

function supportedTimeZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
}

let cachedGroups: TimeZoneGroup[] | null = null;

function buildGroups(at: Date): TimeZoneGroup[] {
  const byRegion = new Map<string, TimeZoneOption[]>();
  const zones = new Set([...supportedTimeZones().map(currentZoneName), 'UTC']);
  for (const zone of zones) {
    const slash = zone.indexOf('/');
    const region = slash > 0 ? zone.slice(0, slash) : 'Other';
    // 'America/Argentina/Buenos_Aires' → 'Buenos Aires, Argentina'
    const place = (slash > 0 ? zone.slice(slash + 1) : zone).split('/').reverse().join(', ').replace(/_/g, ' ');
    const offset = timeZoneOffset(zone, at);
    const options = byRegion.get(region) ?? [];
    options.push({ value: zone, label: offset ? `${place} (${offset})` : place });
    byRegion.set(region, options);
  }
  return [...byRegion.entries()]
    .sort(([a], [b]) => (a === 'Other' ? 1 : b === 'Other' ? -1 : a.localeCompare(b)))
    .map(([region, options]) => ({ region, zones: options.sort((a, b) => a.label.localeCompare(b.label)) }));
}

/**
 * Every time zone the browser knows (`Intl.supportedValuesOf('timeZone')`), grouped by region,
 * plus `include` (a stored or browser zone the list may spell differently, e.g. an alias).
 */
export function timeZoneGroups(include: readonly string[] = []): TimeZoneGroup[] {
  cachedGroups ??= buildGroups(new Date());
  const known = new Set(cachedGroups.flatMap((group) => group.zones.map((zone) => zone.value)));
  const extra = include.filter((zone) => zone && !known.has(zone));
  if (extra.length === 0) return cachedGroups;
  return [{ region: 'Your time zone', zones: extra.map((zone) => ({ value: zone, label: formatTimeZone(zone) })) }, ...cachedGroups];
}
