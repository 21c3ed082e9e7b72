import { Button } from 'antd-mobile'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useLocation, useNavigate } from 'react-router'
import { isMallNotFound, useMallItem, useMallItems } from '../../api/mall'
import { useMallCart } from '../../api/mallCart'
import { isMemberWithPhone, useSession } from '../../api/session'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { ConfirmForm } from './ConfirmForm'
import { MallGone } from './MallGone'
import { useConfirmParams } from './useConfirmParams'
import s from './mall.module.css'

/**
 * integralMall/pages/confirmOrder/index (a member with a phone): ?id= one item (how many), or
 * ?cart=1 the cart's lines; how they reach the member (a pickup store, or a delivery address; a
 * coupon package's coupons go to the wallet), the points and cash part it takes and what is left;
 * "Confirm" exchanges, and an exchange with a cash part goes on to the card page.
 */
export default function MallConfirmPage() {
  const session = useSession()
  const location = useLocation()
  if (!isMemberWithPhone(session)) return <Navigate to={pageUrl(PAGE.auth, { oldUrl: `${location.pathname}${location.search}` })} replace />
  return <Confirm />
}

function Confirm() {
  const { t } = useTranslation()
  const params = useConfirmParams()
  return (
    <div className={s.page}>
      <PageHeader title={t('mall.confirmTitle')} homePath={`/${PAGE.integralMall}`} />
      {params.fromCart ? <FromCart /> : <OneItem id={params.itemId} />}
    </div>
  )
}

function OneItem({ id }: { id: number | null }) {
  const { t } = useTranslation()
  const item = useMallItem(id)
  const data = item.data
  if (id === null || isMallNotFound(item.error)) return <MallGone title={t('mall.itemGone')} description={t('mall.itemGoneHint')} />
  if (!data)
    return (
      <div className={s.body}>
        {item.isPending && <ListSkeleton rows={3} />}
        <QueryError query={item} />
      </div>
    )
  return <ConfirmForm goods={{ kind: 'item', item: data }} balance={data.balance} onRefused={() => void item.refetch()} />
}

function FromCart() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const cart = useMallCart()
  // The exchange empties the cart (fromCart): while it goes on to the card page, the lines bought stay shown.
  const lastFilled = useRef(cart.data)
  if (cart.data?.lines.length) lastFilled.current = cart.data
  const data = cart.data?.lines.length === 0 && lastFilled.current ? lastFilled.current : cart.data
  const lines = data?.lines ?? []
  // Goods stocked per store: which stores hand them over, from their details.
  const perStore = lines.filter((line) => line.item.perStore)
  const details = useMallItems(perStore.map((line) => line.itemId))
  if (!data)
    return (
      <div className={s.body}>
        {cart.isPending && <ListSkeleton rows={3} />}
        <QueryError query={cart} />
      </div>
    )
  if (lines.length === 0)
    return (
      <EmptyView
        fullPage
        title={t('mall.cartEmpty')}
        description={t('mall.cartEmptyHint')}
        action={
          <Button color="primary" shape="rounded" onClick={() => navigate(`/${PAGE.integralMall}`, { replace: true })}>
            {t('mall.backToMall')}
          </Button>
        }
      />
    )
  const stores = new Map(perStore.map((line, index) => [line.itemId, details[index]?.data?.stores]))
  const withStores = lines.map((line) => ({ ...line, item: { ...line.item, stores: stores.get(line.itemId) } }))
  const refetch = () => {
    void cart.refetch()
    for (const detail of details) void detail.refetch()
  }
  return <ConfirmForm goods={{ kind: 'cart', cart: { ...data, lines: withStores } }} balance={data.balance} onRefused={refetch} />
}
