import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useLocation } from 'react-router'
import { isMallNotFound, useMallItem } from '../../api/mall'
import { isMemberWithPhone, useSession } from '../../api/session'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { PageHeader } from '../../ui/PageHeader'
import { ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { ConfirmForm } from './ConfirmForm'
import { MallGone } from './MallGone'
import { useConfirmParams } from './useConfirmParams'
import { useTickedCartLines } from './useTickedCartLines'
import s from './mall.module.css'

/**
 * integralMall/pages/confirmOrder/index (a member with a phone): ?id= one item (how many), or
 * ?cart=1 the cart's lines ticked on the cart page (&lines=7,8; all without it); how they reach the member (a pickup store, or a delivery address; a
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
      {params.fromCart ? <FromCart lineIds={params.lineIds} /> : <OneItem id={params.itemId} />}
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

/** The cart's lines ticked on the cart page (`lineIds`; null: all of them). */
function FromCart({ lineIds }: { lineIds: number[] | null }) {
  const { t } = useTranslation()
  const { cart, lines: ticked, refetch } = useTickedCartLines(lineIds)
  // The exchange takes the lines out of the cart: while it goes on to the card page, the lines
  // bought (and the balance before) stay shown. Lines gone for another reason are said to be gone.
  const lastFilled = useRef({ data: cart.data, lines: ticked })
  const exchanged = useRef(false)
  if (ticked.length && cart.data) lastFilled.current = { data: cart.data, lines: ticked }
  const { data, lines } = ticked.length === 0 && exchanged.current ? lastFilled.current : { data: cart.data, lines: ticked }
  if (!data)
    return (
      <div className={s.body}>
        {cart.isPending && <ListSkeleton rows={3} />}
        <QueryError query={cart} />
      </div>
    )
  // The lines ticked have left the cart (exchanged or removed elsewhere), or the cart is empty.
  if (lines.length === 0 && data.lines.length > 0) return <MallGone title={t('mall.chosenGone')} description={t('mall.chosenGoneHint')} back="cart" />
  if (lines.length === 0) return <MallGone title={t('mall.cartEmpty')} description={t('mall.cartEmptyHint')} />
  return (
    <ConfirmForm
      goods={{ kind: 'cart', cart: { ...data, lines } }}
      balance={data.balance}
      onRefused={refetch}
      onExchanged={() => {
        exchanged.current = true
      }}
    />
  )
}
