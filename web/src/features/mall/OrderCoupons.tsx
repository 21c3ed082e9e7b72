import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import type { MallOrder } from '../../api/mallOrders'
import { PAGE } from '../../app/pagePaths'
import s from './mall.module.css'

/** A coupon package's coupons: their codes, now in the wallet, and the way there. */
export function OrderCoupons({ order }: { order: MallOrder }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  // An answer from before the names came with the codes: the codes alone.
  const coupons = order.coupons ?? (order.couponCodes ?? []).map((code) => ({ code, name: '' }))
  return (
    <section className={s.card} aria-labelledby="mall-coupons-title" data-testid="mall-order-coupons">
      <h2 className={s.cardTitle} id="mall-coupons-title">
        {t('mall.couponsIssued', { count: coupons.length })}
      </h2>
      {coupons.length > 0 ? (
        <ul className={s.codeList}>
          {coupons.map(({ code, name }) => (
            <li key={code} className={s.issuedCoupon} data-testid="mall-issued-coupon">
              {name && <span className={s.issuedName}>{name}</span>}
              <span className={s.couponCode}>
                <span className="visually-hidden">{t('mall.couponCodeLabel')} </span>
                <span data-testid="mall-coupon-code">{code}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={s.cardNote}>{order.status === 'cancelled' ? t('mall.couponsNone') : t('mall.couponsSoon')}</p>
      )}
      <Button block shape="rounded" fill="outline" color="primary" className={s.cancelButton} onClick={() => navigate(`/${PAGE.voucherList}`)} data-testid="mall-to-wallet">
        {t('mall.toWallet')}
      </Button>
    </section>
  )
}
