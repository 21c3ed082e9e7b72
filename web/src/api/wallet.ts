import { request } from './client'

/** The stored-value wallet (docs/API.md "Wallet and store console", "Payment password"). */

/** Sets or resets the 6-digit payment password with an SMS code of scene `pay_password`. */
export const setPayPassword = (password: string, code: string) => request<null>('/v1/wallet/password/set', { method: 'POST', body: { password, code } })
