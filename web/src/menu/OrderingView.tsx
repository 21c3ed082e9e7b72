import { Button, NoticeBar, Toast } from 'antd-mobile'
import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { ApiError } from '../api/client'
import { parseCents } from '../api/money'
import { useStoreMenu, type MenuGoods } from '../api/menu'
import { useDeliveryTimes } from '../api/order'
import { useStoreInfo } from '../api/stores'
import { ORDER_TYPE, type  OrderType } from '../api/types'
import { PAGE, pageUrl } from '../app/pagePaths'
import { useLanguage } from '../i18n'
import { setStoreState, useStoreState } from '../app/storeState'
import { ORDER_TYPE_LABEL } from '../ui/OrderTypeChips'
import { EmptyView } from '../ui/PageStates'
import { addBodyForSimple, cartSummary, categoryQuantity, goodsQuantity, lastLineOf } from './cart'
import { OPEN_CART_PARAM, OPEN_CART_VALUE } from './cartHandoff'
import { focusCategoryOf } from './focusCategory'
import { CartBar } from './CartBar'
import { CartSheet } from './CartSheet'
import { useCart } from './useCart'
import { GoodsDetailSheet } from './GoodsDetailSheet'
import { MenuPanel } from './MenuPanel'
import { StoreBar } from './StoreBar'
import { closedNotice } from './storeNotice'
import { deliveryHint, deliveryHintText } from './deliveryHint'
import s from './OrderingView.module.css'

interface Props {
  /** Dine-in by table (tangshi/pages/table/goods): no order type switch, no tab bar. */
  dineIn: boolean
  /** A row under the store bar (the store goods page's group order entry). */
  banner?: ReactNode
  /** Asked before going to the checkout; resolves true to stay (the open group order was chosen instead). */
  beforeCheckout?: () => Promise<boolean>
  /**
   * The page is leaving while a dialog says why (dine-in at a store without it): only the empty
   * frame shows. The cart still arrives at the store, as it does for any visit.
   */
  leaving?: boolean
}

/** The store's menu with the server cart: the order tab, and dine-in before a table is known (pre-order). */
export function OrderingView({ dineIn, banner, beforeCheckout, leaving }: Props) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const state = useStoreState()
  const sid = state.sid
  const orderType: OrderType = dineIn ? ORDER_TYPE.dineIn : state.orderType
  const info = useStoreInfo(sid)
  const menu = useStoreMenu(sid, orderType)
  const slots = useDeliveryTimes(info.data && !info.data.isOpen && info.data.businessStatus !== 'busy' ? sid : null, orderType)
  const { cart, run, sheet } = useCart(sid, orderType)
  const [detailGoods, setDetailGoods] = useState<MenuGoods | null>(null)
  const [cartOpen, setCartOpen] = useState(false)
  const [params, setParams] = useSearchParams()
  const focusCid = focusCategoryOf(params)
  // "Order again" arrives with ?cart=open: show the cart it filled, then drop the flag (a reload
  // or a later tab switch must not open it again).
  const openCart = params.get(OPEN_CART_PARAM) === OPEN_CART_VALUE
  useEffect(() => {
    if (!openCart) return
    setCartOpen(true)
    const next = new URLSearchParams(params)
    next.delete(OPEN_CART_PARAM)
    setParams(next, { replace: true })
  }, [openCart, params, setParams])
  // A link to one goods (the seed's goods detail page, ?goods_id=) opens its detail once the menu
  // has it, then drops the parameter so back and reload show the menu.
  const focusGoods = Number(params.get('goods_id')) || null
  useEffect(() => {
    if (!focusGoods || !menu.data) return
    const found = menu.data.categories.flatMap((category) => category.goods).find((goods) => goods.goods_id === focusGoods)
    if (found) setDetailGoods(found)
    const next = new URLSearchParams(params)
    next.delete('goods_id')
    setParams(next, { replace: true })
  }, [focusGoods, menu.data, params, setParams])
  const summary = cartSummary(cart)
  const lang = useLanguage()
  const hint = orderType === ORDER_TYPE.delivery ? deliveryHint(info.data?.delivery, parseCents(cart?.no_pack_price)) : null

  // A store that does not offer the current order type switches to one it offers (spec 000 §8 tip);
  // in dine-in (a pre-order, pre=1) the table page's tip says so and goes on as pickup.
  const offered = info.data?.orderTypes
  useEffect(() => {
    if (dineIn || !offered?.length || offered.includes(state.orderType)) return
    const next = [...offered].sort()[0]
    setStoreState({ orderType: next })
    Toast.show({ content: t('ordering.orderTypeUnavailable', { type: t(ORDER_TYPE_LABEL[state.orderType]) }) })
  }, [dineIn, offered, state.orderType, t])

  const counts = useMemo(() => {
    const byCategory: Record<number, number> = {}
    for (const category of menu.data?.categories ?? []) byCategory[category.cid] = categoryQuantity(cart, category.cid)
    return byCategory
  }, [menu.data, cart])

  const addSimple = (goods: MenuGoods) => void run('add', addBodyForSimple(goods))
  const removeSimple = (goods: MenuGoods) => {
    const line = lastLineOf(cart, goods.goods_id)
    if (line) void run('reduce', { lineId: line.id, num: 1 })
  }

  const chooseStore = () => navigate(pageUrl(PAGE.chooseStore, { orderType: dineIn ? undefined : orderType }))
  const checkout = async () => {
    if (beforeCheckout && (await beforeCheckout())) return
    navigate(pageUrl(PAGE.orderCreate, { sid, orderType }))
  }

  if (sid === null) {
    return (
      <div className={`${s.view} ${dineIn ? s.full : ''}`}>
        <EmptyView
          fullPage
          title={t('ordering.chooseStore')}
          description={t('ordering.chooseStoreHint')}
          action={
            <Button color="primary" shape="rounded" onClick={chooseStore}>
              {t('ordering.goChooseStore')}
            </Button>
          }
        />
      </div>
    )
  }

  if (leaving) return <div className={`${s.view} ${s.full}`} />

  const store = info.data
  // A resting store may still take orders for later (a booked slot): the banner says from when.
  const firstDay = slots.data?.days.find((day) => day.slots.length > 0)
  const firstSlot = firstDay ? `${firstDay.label} ${firstDay.slots[0].time}` : null
  const storeMissing = (info.error instanceof ApiError && info.error.httpStatus === 404) || (menu.error instanceof ApiError && menu.error.httpStatus === 404)
  const notice = store && !store.isOpen ? closedNotice(t, store.businessStatus, firstSlot) : null

  return (
    <div className={`${s.view} ${dineIn ? s.full : ''}`}>
      <StoreBar
        store={store}
        loading={info.isPending}
        orderType={orderType}
        tableId={state.tableId}
        preOrder={state.pre}
        dineInMode={dineIn}
        onChooseStore={chooseStore}
        onOrderType={(type) => setStoreState({ orderType: type, tableId: null, pre: type === ORDER_TYPE.dineIn })}
      />
      {notice && <NoticeBar content={notice} color="alert" className={s.notice} />}
      {banner}
      <div className={s.body}>
        <MenuPanel
          categories={menu.data && info.data ? menu.data.categories : undefined}
          loading={(menu.isPending || info.isPending) && !menu.isError && !info.isError}
          error={menu.isError || info.isError ? (menu.error ?? info.error) : null}
          onRetry={() => {
            void info.refetch()
            void menu.refetch()
          }}
          errorView={
            storeMissing ? (
              <EmptyView
                title={t('storeDetail.notFound')}
                action={
                  <Button color="primary" shape="rounded" onClick={chooseStore}>
                    {t('ordering.goChooseStore')}
                  </Button>
                }
              />
            ) : undefined
          }
          counts={counts}
          focusCid={focusCid}
          quantityOf={(goodsId) => goodsQuantity(cart, goodsId)}
          onOpen={setDetailGoods}
          onAdd={addSimple}
          onRemove={removeSimple}
        />
      </div>
      {hint && (
        <p className={s.deliveryHint} data-testid="delivery-hint" aria-live="polite">
          {deliveryHintText(t, hint, lang)}
        </p>
      )}
      <CartBar count={summary.count} total={summary.total} canCheckout={summary.selectedCount > 0} onOpen={() => setCartOpen(true)} onCheckout={checkout} aboveTabBar={!dineIn} />
      <GoodsDetailSheet sid={sid} goods={detailGoods} cart={cart} onAdd={(body) => run('add', body)} onClose={() => setDetailGoods(null)} />
      <CartSheet
        visible={cartOpen}
        cart={cart}
        onIncrease={sheet.increase}
        onDecrease={sheet.decrease}
        onSelect={sheet.select}
        onClear={sheet.clear}
        onClose={() => setCartOpen(false)}
        onCheckout={checkout}
      />
    </div>
  )
}

