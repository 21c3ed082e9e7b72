import { Button, NoticeBar, Toast } from 'antd-mobile'
import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { ApiError, errorMessage } from '../../api/client'
import { useStoreMenu, type MenuGoods } from '../../api/menu'
import { useStoreInfo } from '../../api/stores'
import type { OrderType } from '../../api/types'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { setStoreState, useStoreState } from '../../app/storeState'
import { ORDER_TYPE_LABEL } from '../../ui/OrderTypeChips'
import { EmptyView, ErrorView, ListSkeleton } from '../../ui/PageStates'
import { addBodyForSimple, cartSummary, categoryQuantity, goodsQuantity, lastLineOf } from './cart'
import { CartBar } from './CartBar'
import { CartSheet } from './CartSheet'
import { useCart } from './useCart'
import { GoodsCard } from './GoodsCard'
import { GoodsDetailSheet } from './GoodsDetailSheet'
import { MenuBrowser } from './MenuBrowser'
import { StoreBar } from './StoreBar'
import { useNoDineInSwitch } from '../dinein/usePickupInstead'
import { promptOpenGroup } from '../group/openGroupPrompt'
import { OPEN_CART_PARAM, OPEN_CART_VALUE } from '../orders/orderAgain'
import s from './OrderingView.module.css'

interface Props {
  /** Dine-in by table (tangshi/pages/table/goods): no order type switch, no tab bar. */
  dineIn: boolean
  /** A row under the store bar (the store goods page's group order entry). */
  banner?: ReactNode
}

/** The store's menu with the local cart: shared by the order tab and the dine-in table page. */
export function OrderingView({ dineIn, banner }: Props) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const state = useStoreState()
  const sid = state.sid
  const orderType: OrderType = dineIn ? 3 : state.orderType
  const info = useStoreInfo(sid)
  const menu = useStoreMenu(sid, orderType)
  const { cart, run } = useCart(sid, orderType)
  const [detailGoods, setDetailGoods] = useState<MenuGoods | null>(null)
  const [cartOpen, setCartOpen] = useState(false)
  const [params, setParams] = useSearchParams()
  const focusCid = Number(params.get('cid')) || null
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
  const summary = cartSummary(cart)

  // A store that does not offer the current order type switches to one it offers (spec 000 §8 tip);
  // in dine-in (a pre-order, pre=1) the table page's tip says so and goes on as pickup.
  const offered = info.data?.orderTypes
  const lacksDineIn = useNoDineInSwitch(sid, dineIn ? offered : undefined)
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
  // spec 001 §4: an open group order is offered (view or cancel) before checking out alone.
  const checkout = async () => {
    if (!dineIn && (await promptOpenGroup(navigate))) return
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

  // The tip above explains and leaves; the dine-in menu this store does not have is not worth showing.
  if (lacksDineIn) return <div className={`${s.view} ${s.full}`} />

  const store = info.data
  const storeMissing = (info.error instanceof ApiError && info.error.httpStatus === 404) || (menu.error instanceof ApiError && menu.error.httpStatus === 404)
  const notice = store && !store.isOpen ? t(store.businessStatus === 'busy' ? 'ordering.busyNotice' : store.businessStatus === 'break' ? 'ordering.breakNotice' : 'ordering.closedNotice') : null

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
        onOrderType={(type) => setStoreState({ orderType: type, tableId: null, pre: type === 3 })}
      />
      {notice && <NoticeBar content={notice} color="alert" className={s.notice} />}
      {banner}
      <div className={s.body}>
        {(menu.isPending || info.isPending) && !menu.isError && !info.isError && <ListSkeleton rows={5} />}
        {storeMissing && (
          <EmptyView
            title={t('storeDetail.notFound')}
            action={
              <Button color="primary" shape="rounded" onClick={chooseStore}>
                {t('ordering.goChooseStore')}
              </Button>
            }
          />
        )}
        {!storeMissing && (menu.isError || info.isError) && (
          <ErrorView
            message={errorMessage(menu.error ?? info.error)}
            onRetry={() => {
              void info.refetch()
              void menu.refetch()
            }}
          />
        )}
        {menu.data && info.data && menu.data.categories.length === 0 && <EmptyView title={t('ordering.emptyMenu')} />}
        {menu.data && info.data && menu.data.categories.length > 0 && (
          <MenuBrowser
            categories={menu.data.categories}
            counts={counts}
            focusCid={focusCid}
            renderGoods={(goods) => (
              <GoodsCard
                goods={goods}
                inCart={goodsQuantity(cart, goods.goods_id)}
                onOpen={setDetailGoods}
                onAdd={addSimple}
                onRemove={removeSimple}
              />
            )}
          />
        )}
      </div>
      <CartBar count={summary.count} total={summary.total} canCheckout={summary.selectedCount > 0} onOpen={() => setCartOpen(true)} onCheckout={checkout} aboveTabBar={!dineIn} />
      <GoodsDetailSheet sid={sid} goods={detailGoods} cart={cart} onAdd={(body) => run('add', body)} onClose={() => setDetailGoods(null)} />
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
    </div>
  )
}
