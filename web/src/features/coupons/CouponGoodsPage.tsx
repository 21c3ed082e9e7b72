import { Button } from 'antd-mobile'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { errorMessage } from '../../api/client'
import { COUPON_STATUS, useCouponDetail, useCouponGoods } from '../../api/coupons'
import { useStoreMenu, type MenuGoods } from '../../api/menu'
import { isMemberWithPhone, useSession } from '../../api/session'
import { useStoreInfo } from '../../api/stores'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { useStoreState } from '../../app/storeState'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView, ErrorView, ListSkeleton } from '../../ui/PageStates'
// The store goods page's own pieces, so adding from here works exactly as it does there.
import { addBodyForSimple, cartSummary, goodsQuantity, lastLineOf } from '../../menu/cart'
import { CartBar } from '../../menu/CartBar'
import { CartSheet } from '../../menu/CartSheet'
import { GoodsCard } from '../../menu/GoodsCard'
import { GoodsDetailSheet } from '../../menu/GoodsDetailSheet'
import { useCart } from '../../menu/useCart'
import { applicableMenuGoods } from './applicableGoods'
import { CouponGoodsIntro } from './CouponGoodsIntro'
import { lastTiedLine, takenPrice, takesOf, tiedQuantity, tiedTotal } from './takenGoods'
import { useCouponTaking } from './useCouponTaking'
import s from './coupons.module.css'

const TITLE = { exchange: 'coupons.takeTitle', gift: 'coupons.pickGifts', none: 'coupons.goodsTitle' } as const

/**
 * mainFlow/pages/couponStore/goods?couponCode=&sid=: the goods of the current store named by
 * `/v1/coupon/goods`, added to the same server cart as the store goods page. The answer's `mode`
 * decides: exchange goods and gifts are taken with the coupon (every add sends `couponCode`, at
 * most `units`, exchange goods once each); otherwise they are ordinary goods the coupon applies to
 * (buy-one-get-one), and checkout picks the coupon.
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
  const takes = takesOf(applicable.data, coupon?.rules)
  const taking = takes.mode !== 'none'
  // The code every add sends: only a usable coupon that takes goods ties them.
  const tie = taking && coupon?.couponStatus === COUPON_STATUS.usable ? coupon.couponCode : null
  const { cart, run, sheet } = useCart(sid, orderType)
  const taken = useCouponTaking(cart, tie, takes, run)
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
  const quantity = (goodsId: number) => (tie ? tiedQuantity(cart, tie, goodsId) : goodsQuantity(cart, goodsId))
  const lastLine = (goodsId: number) => (tie ? lastTiedLine(cart, tie, goodsId) : lastLineOf(cart, goodsId))
  const refused = taking && coupon !== undefined && !tie
  const price = coupon && tie ? takenPrice(takes, coupon) : null
  const offer = tie ? { tag: t(takes.mode === 'gift' ? 'cart.giftLine' : 'cart.withCoupon'), price } : undefined
  const gifts = takes.mode === 'gift'

  return (
    <div className={`${s.page} ${s.withFooter}`}>
      <PageHeader title={t(TITLE[takes.mode])} />
      <div className={s.body}>
        {!couponCode && <EmptyView title={t('coupons.giftMissing')} />}
        {coupon && !refused && <CouponGoodsIntro coupon={coupon} takes={takes} chosen={tie ? tiedTotal(cart, tie) : 0} />}
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
        {sid !== null && info.data && !refused && <p className={s.muted}>{t(gifts ? 'coupons.giftsStore' : 'coupons.goodsStore', { store: info.data.name })}</p>}
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
        {!loading && !failed && !refused && couponCode && sid !== null && goods.length === 0 && <EmptyView title={t(gifts ? 'coupons.giftsEmpty' : 'coupons.goodsEmpty')} />}
        {!refused && goods.length > 0 && (
          <section className={s.goodsList} data-testid="coupon-goods" data-mode={takes.mode}>
            {goods.map((item) => (
              <GoodsCard
                key={item.goods_id}
                goods={item}
                inCart={quantity(item.goods_id)}
                offer={offer}
                addBlocked={taken.room(item.goods_id)?.left === 0}
                onOpen={setDetailGoods}
                onAdd={(chosen) => void taken.add(addBodyForSimple(chosen))}
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
          <GoodsDetailSheet sid={sid} goods={detailGoods} cart={cart} onAdd={taken.add} cap={detailGoods ? taken.cap(detailGoods.goods_id) : undefined} onClose={() => setDetailGoods(null)} />
          <CartSheet
            visible={cartOpen}
            cart={cart}
            onIncrease={taken.increase}
            increaseBlocked={taken.lineBlocked}
            onDecrease={sheet.decrease}
            onSelect={sheet.select}
            onClear={sheet.clear}
            onClose={() => setCartOpen(false)}
            onCheckout={checkout}
          />
        </>
      )}
    </div>
  )
}
