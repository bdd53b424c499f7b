import type { ProviderProfile, SessionKind } from '@kaizen/contracts';

/**
 * The session kind to show first for an expert (profile page, booking flow): the one asked for in
 * the address when the expert offers it, else video, else the first offered; null if none.
 */
export function preferredSessionKind(
  profile: Pick<ProviderProfile, 'session_kinds'>,
  asked: string | null,
): SessionKind | null {
  const offered = profile.session_kinds.map((session) => session.kind);
  return (
    offered.find((kind) => kind === asked) ??
    offered.find((kind) => kind === 'tele') ??
    offered[0] ??
    null
  );
}
