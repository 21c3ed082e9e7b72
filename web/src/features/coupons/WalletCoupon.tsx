import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { COUPON_STATUS, type CouponTab, type MemberCoupon } from '../../api/coupons'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { useLanguage } from '../../i18n'
import { formatDate } from './couponFace'
import { Badge, CouponTicket } from './CouponTicket'

interface Props {
  coupon: MemberCoupon
  tab: CouponTab
  busy: boolean
  /** "Use now" is reading the coupon's rules. */
  opening: boolean
  onUse: (coupon: MemberCoupon) => void
  onGive: (coupon: MemberCoupon) => void
  onRevoke: (coupon: MemberCoupon) => void
}

/** One coupon of my wallet with what can be done with it in its tab. */
export function WalletCoupon({ coupon, tab, busy, opening, onUse, onGive, onRevoke }: Props) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const navigate = useNavigate()
  const usable = coupon.couponStatus === COUPON_STATUS.usable
  const detail = () => navigate(pageUrl(PAGE.voucherDetail, { couponCode: coupon.couponCode }))

  const badges = (
    <>
      {usable && coupon.dueSoon && <Badge tone="warn">{t('coupons.dueSoon')}</Badge>}
      {usable && coupon.notYetEffective && <Badge tone="info">{t('coupons.notYetEffective')}</Badge>}
      {coupon.couponStatus === COUPON_STATUS.gifting && <Badge tone="plain">{coupon.statusText}</Badge>}
      {coupon.source === 'gift' && <Badge tone="plain">{t('coupons.giftFrom')}</Badge>}
    </>
  )
  const meta = <span>{t('coupons.validity', { from: formatDate(coupon.effectiveTime, lang), to: formatDate(coupon.invalidTime, lang) })}</span>
  const actions =
    tab === 'usable' ? (
      <>
        <Button size="mini" shape="rounded" onClick={detail}>
          {t('coupons.detail')}
        </Button>
        {coupon.giftable && (
          <Button size="mini" shape="rounded" loading={busy} onClick={() => onGive(coupon)}>
            {t('coupons.give')}
          </Button>
        )}
        {!coupon.notYetEffective && (
          <Button size="mini" shape="rounded" color="primary" loading={opening} onClick={() => onUse(coupon)}>
            {t('coupons.useNow')}
          </Button>
        )}
      </>
    ) : tab === 'gifting' ? (
      <>
        <Button size="mini" shape="rounded" onClick={detail}>
          {t('coupons.detail')}
        </Button>
        <Button size="mini" shape="rounded" color="primary" fill="outline" loading={busy} onClick={() => onRevoke(coupon)}>
          {t('coupons.revoke')}
        </Button>
      </>
    ) : (
      <>
        {coupon.orderId && (
          <Button size="mini" shape="rounded" onClick={() => navigate(pageUrl(PAGE.orderDetail, { order_id: coupon.orderId }))}>
            {t('coupons.viewOrder')}
          </Button>
        )}
        <Button size="mini" shape="rounded" onClick={detail}>
          {t('coupons.detail')}
        </Button>
      </>
    )
  return <CouponTicket coupon={coupon} dataCode={coupon.couponCode} badges={badges} meta={meta} actions={actions} muted={tab === 'history'} stamp={tab === 'history' ? coupon.statusText : undefined} />
}
