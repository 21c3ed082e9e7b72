import { CouponOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import type { MallPackageCoupon } from '../../api/mall'
import s from './mall.module.css'

/** A coupon package's contents: each coupon's name and how many come per package. */
export function PackageCoupons({ coupons }: { coupons: readonly MallPackageCoupon[] }) {
  const { t } = useTranslation()
  return (
    <section className={s.card} aria-labelledby="mall-package-title">
      <h2 className={s.cardTitle} id="mall-package-title">
        {t('mall.packageContents')}
      </h2>
      <ul className={s.couponList} data-testid="mall-package-coupons">
        {coupons.map((coupon) => (
          <li key={coupon.templateId} className={s.couponLine}>
            <CouponOutline aria-hidden="true" className={s.couponIcon} />
            <span className={s.couponName}>{coupon.name}</span>
            <span className={s.couponCount}>{t('mall.couponTimes', { count: coupon.count })}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
