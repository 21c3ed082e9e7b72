import { Button } from 'antd-mobile'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { errorMessage } from '../../api/client'
import { COUPON_STATUS, tiesGoods, useCouponDetail, useCouponGoods } from '../../api/coupons'
import { useStoreMenu, type MenuGoods } from '../../api/menu'
import { isMemberWithPhone, useSession } from '../../api/session'
import { useStoreInfo } from '../../api/stores'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { useStoreState } from '../../app/storeState'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView, ErrorView, ListSkeleton } from '../../ui/PageStates'
// The store goods page's own pieces, so adding from here works exactly as it does there.
import { addBodyForSimple, cartSummary, goodsQuantity, lastLineOf } from '../ordering/cart'
import { CartBar } from '../ordering/CartBar'
import { CartSheet } from '../ordering/CartSheet'
import { GoodsCard } from '../ordering/GoodsCard'
import { GoodsDetailSheet } from '../ordering/GoodsDetailSheet'
import { useCart } from '../ordering/useCart'
import { applicableMenuGoods } from './applicableGoods'
import { lastTiedLine, tiedQuantity, tiedTotal } from './takenGoods'
import s from './coupons.module.css'

/**
 * mainFlow/pages/couponStore/goods?couponCode=&sid=: the goods of the current store the coupon
 * applies to, added to the same server cart as the store goods page; checkout then picks the
 * coupon automatically. For an exchange or convert coupon the goods are taken with it: every add
 * sends `couponCode`, so the line is tied to the coupon and the engine prices it at checkout.
 */
export default function CouponGoodsPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  const session = useSession()
  const [params] = useSearchParams()
  const state = useStoreState()
  const couponCode = params.get('couponCode')
  const sid = Number(params.get('sid')) || state.sid
  const orderType = state.orderType
  const info = useStoreInfo(sid)
  const menu = useStoreMenu(sid, orderType)
  const applicable = useCouponGoods(couponCode, sid)
  const detail = useCouponDetail(couponCode)
  const coupon = detail.data
  const takes = coupon !== undefined && tiesGoods(coupon.couponCategory)
  // The code every add sends: only a usable exchange or convert coupon ties goods.
  const tie = takes && coupon.couponStatus === COUPON_STATUS.usable ? coupon.couponCode : null
  const { cart, run } = useCart(sid, orderType)
  const [detailGoods, setDetailGoods] = useState<MenuGoods | null>(null)
  const [cartOpen, setCartOpen] = useState(false)
  const goods = useMemo(() => applicableMenuGoods(menu.data, applicable.data?.list), [menu.data, applicable.data])
  const summary = cartSummary(cart)

  if (!isMemberWithPhone(session)) {
    return (
      <div className={s.page}>
        <PageHeader title={t('coupons.goodsTitle')} />
        <EmptyView
          title={t('coupons.goodsLogin')}
          action={
            <Button color="primary" shape="rounded" onClick={() => navigate(pageUrl(PAGE.auth, { oldUrl: `${location.pathname}${location.search}` }))}>
              {t('mine.login')}
            </Button>
          }
        />
      </div>
    )
  }

  const loading = (menu.isPending || applicable.isPending || detail.isPending) && couponCode !== null && sid !== null && !menu.isError && !applicable.isError && !detail.isError
  const failed = menu.error ?? applicable.error ?? detail.error
  const checkout = () => navigate(pageUrl(PAGE.orderCreate, { sid, orderType }))
  const withCoupon = <T extends object>(body: T) => (tie ? { ...body, couponCode: tie } : body)
  const quantity = (goodsId: number) => (tie ? tiedQuantity(cart, tie, goodsId) : goodsQuantity(cart, goodsId))
  const lastLine = (goodsId: number) => (tie ? lastTiedLine(cart, tie, goodsId) : lastLineOf(cart, goodsId))
  const refused = takes && !tie

  return (
    <div className={`${s.page} ${s.withFooter}`}>
      <PageHeader title={t(takes ? 'coupons.takeTitle' : 'coupons.goodsTitle')} />
      <div className={s.body}>
        {!couponCode && <EmptyView title={t('coupons.giftMissing')} />}
        {tie && coupon && (
          <section className={`${s.card} ${s.takeBanner}`} data-testid="coupon-take-banner">
            <strong className={s.takeName}>{coupon.couponName}</strong>
            <p className={s.muted}>{t('coupons.takeHint')}</p>
            {tiedTotal(cart, tie) > 0 && <span className={s.takeCount}>{t('coupons.takeChosen', { count: tiedTotal(cart, tie) })}</span>}
          </section>
        )}
        {refused && coupon && (
          <EmptyView
            title={t('coupons.takeUnavailable')}
            description={coupon.statusText}
            action={
              <Button color="primary" shape="rounded" onClick={() => navigate(pageUrl(PAGE.voucherList))}>
                {t('coupons.myTitle')}
              </Button>
            }
          />
        )}
        {sid === null && (
          <EmptyView
            title={t('coupons.goodsChooseStore')}
            action={
              <Button color="primary" shape="rounded" onClick={() => navigate(pageUrl(PAGE.chooseStore))}>
                {t('ordering.goChooseStore')}
              </Button>
            }
          />
        )}
        {sid !== null && info.data && !refused && <p className={s.muted}>{t('coupons.goodsStore', { store: info.data.name })}</p>}
        {loading && <ListSkeleton rows={4} />}
        {failed && (
          <ErrorView
            message={errorMessage(failed)}
            onRetry={() => {
              void menu.refetch()
              void applicable.refetch()
              void detail.refetch()
            }}
          />
        )}
        {!loading && !failed && !refused && couponCode && sid !== null && goods.length === 0 && <EmptyView title={t('coupons.goodsEmpty')} />}
        {!refused && goods.length > 0 && (
          <section className={s.goodsList} data-testid="coupon-goods">
            {goods.map((item) => (
              <GoodsCard
                key={item.goods_id}
                goods={item}
                inCart={quantity(item.goods_id)}
                onOpen={setDetailGoods}
                onAdd={(chosen) => void run('add', withCoupon(addBodyForSimple(chosen)))}
                onRemove={(chosen) => {
                  const line = lastLine(chosen.goods_id)
                  if (line) void run('reduce', { lineId: line.id, num: 1 })
                }}
              />
            ))}
          </section>
        )}
      </div>
      {sid !== null && (
        <>
          <div className={s.cartDock}>
            <CartBar count={summary.count} total={summary.total} canCheckout={summary.selectedCount > 0} onOpen={() => setCartOpen(true)} onCheckout={checkout} />
          </div>
          <GoodsDetailSheet sid={sid} goods={detailGoods} cart={cart} onAdd={(body) => run('add', withCoupon(body))} onClose={() => setDetailGoods(null)} />
          <CartSheet
            visible={cartOpen}
            cart={cart}
            onIncrease={(line) => void run('update', { lineId: line.id, num: line.num + 1 })}
            onDecrease={(line) => void run('reduce', { lineId: line.id, num: 1 })}
            onSelect={(line, selected) => void run('select', line ? { lineId: line.id, selected: selected ? 1 : 0 } : { selected: selected ? 1 : 0 })}
            onClear={async () => {
              await run('truncate')
              setCartOpen(false)
            }}
            onClose={() => setCartOpen(false)}
            onCheckout={checkout}
          />
        </>
      )}
    </div>
  )
}
