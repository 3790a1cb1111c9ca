// The caller's IANA time zone, sent with every request as `X-Time-Zone`.
//
// Resolving the zone through Intl builds a DateTimeFormat (about 25 ms the first time in Chromium,
// several times that on a slow tablet, on the first request's way), so the zone is read from
// Temporal where the runtime has it (about 1 ms), cached, and refreshed at most once a minute:
// a laptop that changes zone still sends the new one soon.
let cachedZone: { zone: string; at: number } | undefined;
const ZONE_REFRESH_MS = 60_000;

interface TemporalNow {
  Now?: { timeZoneId?: () => string };
}

/** The runtime's IANA time zone: Temporal's when it has one, else Intl's, else UTC. */
export function runtimeTimeZone(): string {
  try {
    const zone = (globalThis as { Temporal?: TemporalNow }).Temporal?.Now?.timeZoneId?.();
    if (zone) return zone;
  } catch {
    // Fall back to Intl.
  }
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The runtime's zone, cached for a minute: the transport's default `timeZone`. */
export function defaultTimeZone(): string {
  const now = Date.now();
  if (cachedZone && now - cachedZone.at < ZONE_REFRESH_MS) return cachedZone.zone;
  cachedZone = { zone: runtimeTimeZone(), at: now };
  return cachedZone.zone;
}
