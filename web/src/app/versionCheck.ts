/** spec 000 §4 and §9: the static version file is polled every 600000 ms. */
export const VERSION_POLL_MS = 600_000

/** A refresh is offered only when both versions are known and differ. */
export function isNewVersion(seenAtLoad: string | null, latest: string | null): boolean {
  return seenAtLoad !== null && latest !== null && seenAtLoad !== latest
}
