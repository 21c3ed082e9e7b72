import { createPersistentStore } from '../app/persistentStore'

/**
 * Who is using the app (spec 000 §3 "session data"): the token the API client sends as the `auth`
 * header, the user mode and the little the navigation guard and the session-expiry flow need.
 * Kept in localStorage so a visit picks up where the last one stopped, and shared across tabs.
 */
export type UserMode = 'tourist' | 'member'

export interface Session {
  token: string | null
  mode: UserMode
  memberId: number | null
  /** The member has an authorized phone (spec 000 §6); false for visitors. */
  hasPhone: boolean
}

export const SESSION_STORAGE_KEY = 'qsr.session'

export const NO_SESSION: Session = { token: null, mode: 'tourist', memberId: null, hasPhone: false }

function revive(raw: unknown): Session | null {
  if (!raw || typeof raw !== 'object') return null
  const value = raw as Partial<Session>
  const token = typeof value.token === 'string' && value.token ? value.token : null
  const member = value.mode === 'member' && token !== null && typeof value.memberId === 'number'
  return {
    token,
    mode: member ? 'member' : 'tourist',
    memberId: member ? (value.memberId as number) : null,
    hasPhone: member && value.hasPhone === true,
  }
}

export const sessionStore = createPersistentStore<Session>(SESSION_STORAGE_KEY, NO_SESSION, revive)

export function currentSession(): Session {
  return sessionStore.get()
}

export function useSession(): Session {
  return sessionStore.use()
}

/** The signed-in member's id, null for a visitor: what member queries are keyed and enabled by. */
export function useMemberId(): number | null {
  const session = useSession()
  return isMember(session) ? session.memberId : null
}

export function isMember(session: Session): boolean {
  return session.mode === 'member' && session.token !== null && session.memberId !== null
}

/** spec 000 §6: all pages need a member with an authorized phone. */
export function isMemberWithPhone(session: Session): boolean {
  return isMember(session) && session.hasPhone
}

/** A new token from a response header: same person, fresh token. */
export function replaceToken(token: string) {
  sessionStore.set((previous) => (previous.token === token ? previous : { ...previous, token }))
}

export interface SignedIn {
  token: string
  memberId: number
  hasPhone: boolean
}

export function startMemberSession({ token, memberId, hasPhone }: SignedIn) {
  sessionStore.set({ token, mode: 'member', memberId, hasPhone })
}

/** Visitor (tourist) mode, with the visitor token when there is one already. */
export function startVisitorSession(token: string | null) {
  sessionStore.set({ ...NO_SESSION, token })
}

export function updateMemberFlags(flags: { hasPhone: boolean }) {
  sessionStore.set((previous) => (previous.mode === 'member' && previous.hasPhone !== flags.hasPhone ? { ...previous, ...flags } : previous))
}
