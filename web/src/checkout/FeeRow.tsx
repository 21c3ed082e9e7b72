import { parseCents } from '../api/money'
import { Price } from '../ui/Price'
import s from './Checkout.module.css'

/** One amount of a price breakdown ("餐盒費 $2"); nothing when it is zero. */
export function FeeRow({ label, value }: { label: string; value: string | undefined }) {
  const cents = parseCents(value)
  if (cents <= 0) return null
  return (
    <div className={s.row}>
      <span className={s.label}>{label}</span>
      <Price value={cents} size="small" />
    </div>
  )
}
