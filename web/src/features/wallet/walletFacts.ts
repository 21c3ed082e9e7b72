import { formatMoney, parseCents } from '../../api/money'
import type { WalletKind } from '../../api/wallet'

/** What a wallet history row says happened (i18n keys under `wallet.kind`). */
export const KIND_KEY = {
  recharge: 'wallet.kind.recharge',
  topup: 'wallet.kind.topup',
  pay: 'wallet.kind.pay',
  refund: 'wallet.kind.refund',
  merge_in: 'wallet.kind.mergeIn',
  merge_out: 'wallet.kind.mergeOut',
} as const satisfies Record<WalletKind, string>

export function kindKey(kind: string): (typeof KIND_KEY)[WalletKind] {
  return KIND_KEY[kind as WalletKind] ?? KIND_KEY.topup
}

/** "220" -> "+$220", "-18" -> "-$18": a change of the wallet with its sign. */
export function signedMoney(amount: string, lang: string): string {
  const cents = parseCents(amount)
  return `${cents > 0 ? '+' : ''}${formatMoney(cents, lang)}`
}
