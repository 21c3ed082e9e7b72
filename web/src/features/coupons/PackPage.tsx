import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { formatMoney, parseCents } from '../../api/money'
import { startPack, usePack, usePackOrder, type CouponPack } from '../../api/packs'
import { isMemberWithPhone, useSession } from '../../api/session'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { useCardCheckout } from '../../checkout/useCardCheckout'
import { useLanguage } from '../../i18n'
import { formatDate } from '../../ui/format'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { CouponTicket } from './CouponTicket'
import { PurchaseResult } from './PurchaseResult'
import s from './coupons.module.css'
import p from './packs.module.css'

/**
 * integralMall/pages/couponPkgDetail/index?id=: a coupon pack (the spec's order type 5): its
 * price, what is in it, buying it by card; the gateway sends the member back here with
 * ?orderNo=, and the page says when the coupons are in the member's wallet. Opened from a group
 * order (?spellId=), it says packs are not sold there (spec 001 §4).
 */
export default function PackPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  const [params] = useSearchParams()
  const id = Number(params.get('id')) || null
  const orderNo = params.get('orderNo')
  const inGroup = params.has('spellId')
  const pack = usePack(id)
  const signedIn = isMemberWithPhone(useSession())
  const checkout = useCardCheckout()
  const buy = () => {
    if (!pack.data) return
    if (!signedIn) {
      navigate(pageUrl(PAGE.auth, { oldUrl: `${location.pathname}${location.search}` }))
      return
    }
    const back = `/${PAGE.couponPackDetail}?id=${pack.data.id}`
    const packId = pack.data.id
    void checkout.pay((key) => startPack(packId, back, key))
  }
  const canBuy = !!pack.data?.onSale && pack.data.remaining !== 0 && !inGroup && !orderNo
  return (
    <div className={`${s.page} ${canBuy ? s.withFooter : ''}`}>
      <PageHeader title={t('packs.title')} homePath={`/${PAGE.voucherCenter}`} />
      <div className={s.body}>
        {!id && <EmptyView title={t('packs.unknown')} />}
        {orderNo && <PackResult orderNo={orderNo} />}
        {pack.isPending && id && <ListSkeleton rows={3} />}
        <QueryError query={pack} />
        {pack.data && <PackContents pack={pack.data} />}
        {pack.data && inGroup && <p className={p.notice}>{t('packs.notInGroup')}</p>}
        {pack.data && !pack.data.onSale && !orderNo && <p className={p.notice}>{t('packs.off')}</p>}
        {pack.data && pack.data.remaining === 0 && !orderNo && <p className={p.notice}>{t('packs.limitReachedHint')}</p>}
      </div>
      {canBuy && pack.data && (
        <div className={s.footer}>
          <Button block color="primary" shape="rounded" className={p.buyButton} loading={checkout.busy} onClick={buy} data-testid="pack-buy">
            {signedIn ? t('packs.buyFor', { amount: formatMoney(parseCents(pack.data.price)) }) : t('packs.loginToBuy')}
          </Button>
        </div>
      )}
    </div>
  )
}

function PackContents({ pack }: { pack: CouponPack }) {
  const { t } = useTranslation()
  const lang = useLanguage()
  return (
    <>
      <section className={p.hero} data-testid="pack-hero">
        <h2 className={p.heroName}>{pack.name}</h2>
        <p className={p.heroPrice}>
          {formatMoney(parseCents(pack.price), lang)}
          {pack.originalPrice && <del>{formatMoney(parseCents(pack.originalPrice), lang)}</del>}
        </p>
        {pack.description.length > 0 && (
          <ul className={p.heroLines}>
            {pack.description.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </section>
      <h2 className={s.cardTitle}>{t('packs.contents')}</h2>
      {pack.items.map((item) => (
        <CouponTicket
          key={item.templateId}
          coupon={item.coupon}
          testId="pack-coupon"
          badges={<span className={p.count}>{t('packs.count', { count: item.count })}</span>}
          meta={
            item.coupon.invalidTime ? t('packs.validUntil', { date: formatDate(item.coupon.invalidTime, lang) }) : item.coupon.ruleText
          }
        />
      ))}
      {pack.perMemberLimit > 0 && <p className={s.muted}>{t('packs.limit', { count: pack.perMemberLimit })}</p>}
    </>
  )
}

/** After paying: the pack's coupons are in the wallet. */
function PackResult({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <PurchaseResult
      order={usePackOrder(orderNo)}
      done={t('packs.done')}
      doneHint={(name) => t('packs.doneHint', { name })}
      next={{ label: t('packs.seeCoupons'), go: () => navigate(pageUrl(PAGE.voucherList), { replace: true }) }}
      testId="pack-result"
    />
  )
}
