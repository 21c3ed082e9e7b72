import { Button, Dialog } from 'antd-mobile'
import { CheckCircleFill, CloseOutline, RightOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import type { CheckoutCoupons, CheckoutUsableCoupon, CouponTakeMode } from '../api/coupons'
import { formatMoney, parseCents } from '../api/money'
import { useLanguage } from '../i18n'
import { namesOf, tapCoupon } from './checkoutSelection'
import s from './CheckoutCoupons.module.css'
import { Sheet } from '../ui/Sheet'

/** Links from the sheet to a coupon's goods page (the order checkout offers them). */
export interface CouponGoodsLinks {
  /** How the coupon takes goods (its detail's `rules.takes.mode`); undefined while unknown: no link. */
  modeOf: (couponCode: string) => CouponTakeMode | undefined
  open: (couponCode: string) => void
}

interface Props {
  visible: boolean
  coupons: CheckoutCoupons | undefined
  pending: boolean
  onChange: (codes: string[]) => void
  goodsLinks?: CouponGoodsLinks
  onClose: () => void
}

/**
 * Usable coupons with what each saves, then the unusable ones greyed with the server's reason.
 * A coupon that would cancel selected ones (non-stackable, spec 001 §4) asks first. A coupon that
 * takes goods and takes off nothing yet (exchange goods not in the cart, a gift not chosen) links
 * to its goods page: 揀選商品, or 揀選贈品 for gifts.
 */
export function CouponPickerSheet({ visible, coupons, pending, onChange, goodsLinks, onClose }: Props) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const usable = coupons?.usable ?? []
  const unusable = coupons?.unusable ?? []
  const selected = coupons?.selected ?? []

  const tap = async (coupon: CheckoutUsableCoupon) => {
    if (pending || !coupons) return
    const { next, cancels } = tapCoupon(selected, coupon)
    if (cancels.length > 0) {
      const ok = await Dialog.confirm({
        title: t('coupons.cancelsTitle'),
        content: t('coupons.cancelsText', { name: coupon.couponName, names: namesOf(cancels, coupons).join('、') }),
        confirmText: t('common.confirm'),
        cancelText: t('common.cancel'),
      })
      if (!ok) return
    }
    onChange(next)
  }

  const pickGoods = (couponCode: string, under = false) => {
    const mode = goodsLinks?.modeOf(couponCode)
    if (!goodsLinks || !mode || mode === 'none') return null
    return (
      <button type="button" className={`${s.pickGoods} ${under ? s.pickGoodsUnder : ''}`} onClick={() => goodsLinks.open(couponCode)} data-testid="checkout-coupon-goods">
        {t(mode === 'gift' ? 'coupons.pickGifts' : 'coupons.pickGoods')}
        <RightOutline />
      </button>
    )
  }

  return (
    <Sheet visible={visible} onClose={onClose} bodyClassName={s.sheet}>
      <div role="dialog" aria-modal="true" aria-labelledby="coupon-picker-title" className={s.dialog} aria-busy={pending}>
        <header className={s.sheetHead}>
          <h2 id="coupon-picker-title" className={s.sheetTitle}>
            {t('coupons.sheetTitle')}
          </h2>
          <button type="button" className={s.close} onClick={onClose} aria-label={t('common.close')}>
            <CloseOutline />
          </button>
        </header>
        <div className={s.scroll}>
          <h3 className={s.groupTitle}>{t('coupons.usableTitle', { count: usable.length })}</h3>
          <ul className={s.list}>
            {usable.map((coupon) => (
              <li key={coupon.couponCode}>
                <button
                  type="button"
                  role="checkbox"
                  aria-checked={coupon.selected}
                  className={`${s.option} ${coupon.selected ? s.selected : ''}`}
                  onClick={() => void tap(coupon)}
                  disabled={pending}
                  data-testid="checkout-coupon"
                  data-code={coupon.couponCode}
                >
                  <span className={s.optionText}>
                    <span className={s.optionName}>
                      {coupon.tradeEventId && <span className={s.eventTag}>{t('coupons.eventTag')}</span>}
                      {coupon.couponName}
                    </span>
                    {parseCents(coupon.saves) > 0 && (
                      <span className={s.saves}>{t(coupon.selected ? 'coupons.takesOff' : 'coupons.saves', { amount: formatMoney(parseCents(coupon.saves), lang) })}</span>
                    )}
                  </span>
                  <span className={s.check} aria-hidden="true">
                    {coupon.selected ? <CheckCircleFill /> : <span className={s.ring} />}
                  </span>
                </button>
                {parseCents(coupon.saves) === 0 && pickGoods(coupon.couponCode, true)}
              </li>
            ))}
            <li>
              <button type="button" role="checkbox" aria-checked={selected.length === 0} className={`${s.option} ${s.none}`} onClick={() => onChange([])} disabled={pending || selected.length === 0}>
                <span className={s.optionName}>{t('coupons.checkoutNotUsed')}</span>
                <span className={s.check} aria-hidden="true">
                  {selected.length === 0 ? <CheckCircleFill /> : <span className={s.ring} />}
                </span>
              </button>
            </li>
          </ul>
          {unusable.length > 0 && (
            <>
              <h3 className={s.groupTitle}>{t('coupons.unusableTitle', { count: unusable.length })}</h3>
              <ul className={s.list}>
                {unusable.map((coupon) => (
                  <li key={coupon.couponCode} className={s.unusable} data-testid="checkout-unusable-coupon" data-code={coupon.couponCode}>
                    <span className={s.optionName}>
                      {coupon.tradeEventId && <span className={s.eventTag}>{t('coupons.eventTag')}</span>}
                      {coupon.couponName}
                    </span>
                    <span className={s.reason}>{coupon.reason}</span>
                    {pickGoods(coupon.couponCode)}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
        <footer className={s.sheetFooter}>
          <Button block color="primary" shape="rounded" loading={pending} onClick={onClose}>
            {t('coupons.done')}
          </Button>
        </footer>
      </div>
    </Sheet>
  )
}
