import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { isMallNotFound, useMallItem, type MallItem } from '../../api/mall'
import { useMemberId } from '../../api/session'
import type { Store } from '../../api/stores'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { canGoBack } from '../../ui/history'
import { PageHeader } from '../../ui/PageHeader'
import { ErrorView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { lineIdsParam } from './cartTicks'
import { commonWays } from './fulfilment'
import { MallGone } from './MallGone'
import { confirmContext, rememberPickedStore } from './pickedStore'
import { PickupStoreList } from './PickupStoreList'
import { offeredStores, storeOffer, type StockedLine } from './storeStock'
import { useConfirmParams } from './useConfirmParams'
import { useTickedCartLines } from './useTickedCartLines'
import c from './MallChoiceStore.module.css'
import s from './mall.module.css'

/** A line to collect: its item (with, if stocked per store, the stores that stock it) and how many. */
type Goods = StockedLine & { item: StockedLine['item'] & Pick<MallItem, 'id' | 'title' | 'kind' | 'fulfilment'> }

/**
 * integralMall/pages/choiceStore/index (anyone): where the goods being exchanged are collected —
 * ?id=&qty= one item, or ?cart=1&lines= the cart's ticked lines (&sid= the store chosen now): the
 * pickup stores nearest first, searchable, each with its stock of goods stocked per store (only
 * the stores that stock them; one short of them cannot be chosen). Choosing a store returns to the
 * confirm page with it chosen: back to the one it was opened from, or on to a new one when the
 * page was opened by its address. Opened without goods, it lists the stores that hand mall
 * exchanges over and leads to the mall.
 */
export default function MallChoiceStorePage() {
  const { t } = useTranslation()
  const params = useConfirmParams()
  return (
    <div className={s.page}>
      <PageHeader title={t('mall.storeSheetTitle')} homePath={`/${PAGE.integralMall}`} />
      {params.fromCart ? <ForCart lineIds={params.lineIds} /> : params.itemId !== null ? <ForItem id={params.itemId} quantity={params.quantity} /> : <NoGoods />}
    </div>
  )
}

function ForItem({ id, quantity }: { id: number; quantity: number }) {
  const { t } = useTranslation()
  const item = useMallItem(id)
  if (isMallNotFound(item.error)) return <MallGone title={t('mall.itemGone')} description={t('mall.itemGoneHint')} />
  if (!item.data)
    return (
      <div className={s.body}>
        {item.isPending && <ListSkeleton rows={3} />}
        <QueryError query={item} />
      </div>
    )
  return <Stores goods={[{ quantity, item: item.data }]} />
}

function ForCart({ lineIds }: { lineIds: number[] | null }) {
  const signedIn = useMemberId() !== null
  const { cart, lines, storesPending, storesError, refetch } = useTickedCartLines(lineIds)
  // A visitor has no cart, and lines no longer in it are nothing to collect.
  if (!signedIn || (cart.data && lines.length === 0)) return <NoGoods />
  if (!cart.data || storesPending || storesError)
    return (
      <div className={s.body}>
        {(cart.isPending || storesPending) && <ListSkeleton rows={3} />}
        <QueryError query={cart} />
        {storesError && <ErrorView onRetry={refetch} />}
      </div>
    )
  return <Stores goods={lines} />
}

/** The goods, and the stores that can hand them all over. */
function Stores({ goods }: { goods: readonly Goods[] }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  const params = useConfirmParams()
  const packageOrNoPickup = goods.some((line) => line.item.kind === 'coupons') || !commonWays(goods.map((line) => line.item)).includes('pickup')
  if (packageOrNoPickup) return <MallGone title={t('mall.noPickupHere')} description={t('mall.noPickupHereHint')} />
  const offered = offeredStores(goods)
  const cameFromConfirm = (location.state as { from?: string } | null)?.from === 'confirm' && canGoBack()
  const pick = (store: Store) => {
    if (cameFromConfirm) {
      rememberPickedStore(confirmContext(params), store.sid)
      navigate(-1)
      return
    }
    const what = params.fromCart ? { cart: 1, lines: params.lineIds ? lineIdsParam(params.lineIds) : null } : { id: params.itemId, qty: params.quantity }
    navigate(pageUrl(PAGE.mallConfirm, { ...what, how: 'pickup', sid: store.sid }), { replace: true })
  }
  return (
    <>
      <section className={`${s.card} ${c.intro}`} aria-labelledby="choice-store-goods" data-testid="choice-store-goods">
        <h2 className={s.cardTitle} id="choice-store-goods">
          {t('mall.choiceStoreFor')}
        </h2>
        <ul className={c.goods}>
          {goods.map((line) => (
            <li key={line.item.id}>{t('mall.choiceStoreLine', { title: line.item.title, count: line.quantity })}</li>
          ))}
        </ul>
        <p className={s.cardNote}>{offered ? t('mall.choiceStoreStocked') : t('mall.choiceStoreAny')}</p>
      </section>
      <PickupStoreList enabled currentSid={params.sid} offered={offered} offerAt={(sid) => storeOffer(sid, goods)} onPick={pick} />
    </>
  )
}

/** Opened by its address with no goods: what the page is for, the way to the mall, and the stores. */
function NoGoods() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <>
      <section className={`${s.card} ${c.intro}`} data-testid="choice-store-no-goods">
        <h2 className={s.cardTitle}>{t('mall.choiceStoreNoGoods')}</h2>
        <p className={s.cardNote}>{t('mall.choiceStoreNoGoodsHint')}</p>
        <Button block color="primary" shape="rounded" className={c.toMall} onClick={() => navigate(`/${PAGE.integralMall}`)}>
          {t('mall.backToMall')}
        </Button>
      </section>
      <PickupStoreList enabled currentSid={null} onPick={(store) => navigate(pageUrl(PAGE.storeDetail, { sid: store.sid }))} />
    </>
  )
}
