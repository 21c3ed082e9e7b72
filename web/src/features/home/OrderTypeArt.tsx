/** Small illustrations of the three order types. */
export function DeliveryArt() {
  return (
    <svg viewBox="0 0 64 48" width="72" height="54">
      <rect x="6" y="8" width="24" height="20" rx="4" fill="#f08300" />
      <path d="M12 16h12" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M30 20h12l8 10v6H30z" fill="#ffb866" />
      <path d="M6 28h44v8H6z" fill="#f08300" />
      <circle cx="16" cy="38" r="6" fill="#3b2a1e" />
      <circle cx="16" cy="38" r="2.5" fill="#fff" />
      <circle cx="44" cy="38" r="6" fill="#3b2a1e" />
      <circle cx="44" cy="38" r="2.5" fill="#fff" />
      <path d="M52 14h8M54 20h6M56 26h4" stroke="#ffb866" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  )
}

export function PickupArt() {
  return (
    <svg viewBox="0 0 48 48" width="48" height="48">
      <path d="M10 16h28l-2 26H12z" fill="#f08300" />
      <path d="M17 18v-4a7 7 0 0 1 14 0v4" stroke="#3b2a1e" strokeWidth="3" fill="none" strokeLinecap="round" />
      <path d="M18 28l4 4 8-8" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

export function DineInArt() {
  return (
    <svg viewBox="0 0 48 48" width="48" height="48">
      <path d="M6 24h36a18 18 0 0 1-36 0z" fill="#f08300" />
      <path d="M4 24h40" stroke="#3b2a1e" strokeWidth="3" strokeLinecap="round" />
      <path d="M17 17c0-3 3-3 3-6M24 17c0-3 3-3 3-6M31 17c0-3 3-3 3-6" stroke="#ffb866" strokeWidth="2.5" strokeLinecap="round" fill="none" />
    </svg>
  )
}
