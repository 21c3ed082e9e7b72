import { normalizePagePath, PAGE } from '../../app/pagePaths'

/**
 * The seed screens only the mini-program host could show (docs/decisions/0052-host-only-screens.md):
 * what each did there, and the web page that does the job here. `signIn`: a visitor is sent to
 * sign in (keeping the address's invitation and promotion), a member to `member`.
 */
export interface HostOnlyScreen {
  key: 'proxyReg' | 'subComponents' | 'memberAuth' | 'thirdRegister'
  signIn: boolean
  /** Where a member (or anyone, when `signIn` is false) goes. */
  member: string
}

const SCREENS: Readonly<Record<string, HostOnlyScreen>> = {
  [PAGE.proxyReg]: { key: 'proxyReg', signIn: true, member: PAGE.mine },
  [PAGE.subComponents]: { key: 'subComponents', signIn: false, member: PAGE.home },
  [PAGE.memberAuth]: { key: 'memberAuth', signIn: true, member: PAGE.userInfo },
  [PAGE.thirdRegister]: { key: 'thirdRegister', signIn: true, member: PAGE.voucherList },
}

export function hostOnlyScreen(pathname: string): HostOnlyScreen {
  return SCREENS[normalizePagePath(pathname)] ?? SCREENS[PAGE.subComponents]
}

/** The parameters a sign-up keeps from the address that led here (invitation, promotion, channel). */
export const KEPT_SIGN_UP_PARAMS = ['inviteCode', 'qrPromoteId', 'chan_id', 'channel'] as const
