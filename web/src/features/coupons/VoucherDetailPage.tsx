import { Button } from 'antd-mobile'
import { RightOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { COUPON_STATUS, useCouponDetail } from '../../api/coupons'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { useLanguage } from '../../i18n'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { formatDate } from './couponFace'
import { Badge, CouponTicket } from './CouponTicket'
import { GiveSheet } from './GiveSheet'
import { ruleLines, withValidity } from './ruleLines'
import { couponUseUrl } from './takenGoods'
import { useCouponActions } from './useCouponActions'
import { useRuleWords } from './useRuleWords'
import s from './coupons.module.css'

/** The goods link says what the goods page offers: gifts, exchange goods, or the goods the coupon applies to. */
const GOODS_LINK = { gift: 'coupons.pickGifts', exchange: 'coupons.pickExchange', none: 'coupons.applicableGoods' } as const

/** member/pages/voucher/voucherDetail/index?couponCode=: one coupon, its rules, its goods. */
export default function VoucherDetailPage() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const code = params.get('couponCode')
  const detail = useCouponDetail(code)
  const actions = useCouponActions()
  const coupon = detail.data
  const usable = coupon?.couponStatus === COUPON_STATUS.usable
  const gifting = coupon?.couponStatus === COUPON_STATUS.gifting
  const words = useRuleWords(coupon?.rules)
  const validity = coupon ? t('coupons.validity', { from: formatDate(coupon.effectiveTime, lang), to: formatDate(coupon.invalidTime, lang) }) : ''
  const lines = coupon ? withValidity(ruleLines(coupon.rules, words), t('coupons.ruleValidity'), validity) : []

  return (
    <div className={`${s.page} ${usable || gifting ? s.withFooter : ''}`}>
      <PageHeader title={t('coupons.detailTitle')} homePath={`/${PAGE.voucherList}`} />
      <div className={s.body}>
        {!code && <EmptyView title={t('coupons.giftMissing')} />}
        {detail.isPending && code && <ListSkeleton rows={2} />}
        <QueryError query={detail} />
        {coupon && (
          <>
            <CouponTicket
              coupon={coupon}
              dataCode={coupon.couponCode}
              muted={!usable}
              stamp={usable ? undefined : coupon.statusText}
              badges={
                <>
                  {usable && coupon.dueSoon && <Badge tone="warn">{t('coupons.dueSoon')}</Badge>}
                  {usable && coupon.notYetEffective && <Badge tone="info">{t('coupons.notYetEffective')}</Badge>}
                  <Badge tone="plain">{coupon.categoryText}</Badge>
                </>
              }
              meta={<span>{validity}</span>}
            />
            <section className={s.card}>
              <dl className={s.rows}>
                <div className={s.rule}>
                  <dt>{t('coupons.code')}</dt>
                  <dd data-testid="coupon-code">{coupon.couponCode}</dd>
                </div>
                <div className={s.rule}>
                  <dt>{t('coupons.status')}</dt>
                  <dd>{coupon.statusText}</dd>
                </div>
              </dl>
            </section>
            <section className={s.card} aria-labelledby="coupon-rules">
              <h2 id="coupon-rules" className={s.cardTitle}>
                {t('coupons.rules')}
              </h2>
              <dl className={s.rows} data-testid="coupon-rules">
                {lines.map(({ key, label, text }) => (
                  <div key={key} className={s.rule} data-rule={key}>
                    <dt>{label}</dt>
                    <dd>{text}</dd>
                  </div>
                ))}
              </dl>
            </section>
            <section className={`${s.card} ${s.links}`}>
              <button type="button" className={s.linkRow} onClick={() => navigate(pageUrl(PAGE.couponGoods, { couponCode: coupon.couponCode }))}>
                {t(GOODS_LINK[coupon.rules?.takes?.mode ?? 'none'])}
                <RightOutline className={s.chevron} />
              </button>
              <button type="button" className={s.linkRow} onClick={() => navigate(pageUrl(PAGE.discountRule, { couponCode: coupon.couponCode }))}>
                {t('coupons.discountRule')}
                <RightOutline className={s.chevron} />
              </button>
            </section>
          </>
        )}
      </div>
      {coupon && (usable || gifting) && (
        <footer className={s.footer}>
          {usable && coupon.giftable && (
            <Button shape="rounded" loading={actions.busy === coupon.couponCode} onClick={() => void actions.give(coupon)}>
              {t('coupons.give')}
            </Button>
          )}
          {usable && (
            <Button shape="rounded" color="primary" onClick={() => navigate(couponUseUrl(coupon.couponCode, coupon.rules))}>
              {t('coupons.useNow')}
            </Button>
          )}
          {gifting && (
            <Button shape="rounded" color="primary" fill="outline" loading={actions.busy === coupon.couponCode} onClick={() => void actions.revoke(coupon)}>
              {t('coupons.revoke')}
            </Button>
          )}
        </footer>
      )}
      <GiveSheet gift={actions.gift} onClose={actions.closeGift} />
    </div>
  )
}
