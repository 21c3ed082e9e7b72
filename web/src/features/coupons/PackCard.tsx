import { useTranslation } from 'react-i18next'
import { parseCents } from '../../api/money'
import type { CouponPack } from '../../api/packs'
import { Price } from '../../ui/Price'
import p from './packs.module.css'

/** A coupon pack on the voucher centre: its name, price, what is in it; opens its page. */
export function PackCard({ pack, onOpen }: { pack: CouponPack; onOpen: () => void }) {
  const { t } = useTranslation()
  const summary = pack.items.map((item) => t('packs.itemLine', { count: item.count, name: item.coupon.couponName })).join(' · ')
  return (
    <button type="button" className={p.packCard} onClick={onOpen} data-testid="pack-card">
      <span className={p.packHead}>
        <span className={p.packName}>{pack.name}</span>
        <Price value={parseCents(pack.price)} old={pack.originalPrice ? parseCents(pack.originalPrice) : null} />
      </span>
      <span className={p.packSummary}>{summary}</span>
      {pack.perMemberLimit > 0 && (
        <span className={`${p.packTag} ${pack.remaining === 0 ? p.packTagDone : ''}`}>
          {pack.remaining === 0 ? t('packs.limitReached') : t('packs.limit', { count: pack.perMemberLimit })}
        </span>
      )}
    </button>
  )
}
