import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import type { ServerCartLine } from '../../api/cart'
import s from './orders.module.css'

interface Props {
  lines: readonly ServerCartLine[]
  /** Lets the server choose the coupons again, which keeps coupons with goods (absent: not offered). */
  onRestore?: () => void
}

/** Goods taken with a coupon that this order leaves out because the coupon does not apply. */
export function CouponGoodsClearedNotice({ lines, onRestore }: Props) {
  const { t } = useTranslation()
  if (lines.length === 0) return null
  const names = lines.map((line) => `${line.name} ×${line.num}`).join('、')
  return (
    <section className={s.clearedNotice} role="status" data-testid="coupon-goods-cleared">
      <strong className={s.clearedTitle}>{t('checkout.couponGoodsClearedTitle')}</strong>
      <p className={s.clearedText}>{t('checkout.couponGoodsCleared', { names })}</p>
      {onRestore && (
        <Button size="small" shape="rounded" color="primary" fill="outline" onClick={onRestore}>
          {t('checkout.couponGoodsRestore')}
        </Button>
      )}
    </section>
  )
}
