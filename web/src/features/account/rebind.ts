import { ApiError } from '../../api/client'

/**
 * Rebind codes of spec 000 §4 step 5 (docs/decisions/0008): the phone or identity belongs to another
 * account. 10030–10034 ask (confirm or cancel); 10035 merges and cannot be declined.
 */
export const REBIND_CODES: readonly number[] = [10030, 10031, 10032, 10033, 10034, 10035]
export const FORCED_MERGE = 10035

export type RebindPrompt = 'confirm' | 'alert'

export function rebindPrompt(code: number): RebindPrompt | null {
  if (!REBIND_CODES.includes(code)) return null
  return code === FORCED_MERGE ? 'alert' : 'confirm'
}

export class RebindCancelled extends Error {
  constructor() {
    super('rebind cancelled')
    this.name = 'RebindCancelled'
  }
}

export interface RebindUi {
  /** Resolves true to continue, false to cancel. */
  confirm(message: string): Promise<boolean>
  /** A modal without cancel; resolves when acknowledged. */
  alert(message: string): Promise<void>
}

/**
 * Runs `call`; on a rebind code shows the server's message and, when confirmed, repeats the same
 * request with unBindingOldMember = true. Cancelling rejects with RebindCancelled.
 */
export async function withRebind<T>(call: (unBindingOldMember: boolean) => Promise<T>, ui: RebindUi): Promise<T> {
  try {
    return await call(false)
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    const prompt = rebindPrompt(error.code)
    if (!prompt) throw error
    if (prompt === 'alert') await ui.alert(error.message)
    else if (!(await ui.confirm(error.message))) throw new RebindCancelled()
    return call(true)
  }
}
