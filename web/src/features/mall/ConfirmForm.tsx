import { Button, Toast } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { type MallItem, type MallItemDetail, type MallStoreStock } from '../../api/mall'
import type { MallCart, MallCartLine } from '../../api/mallCart'
import type { MallSubmission } from '../../api/mallOrders'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { AddressPickerSheet } from '../../checkout/AddressPickerSheet'
import { useLanguage } from '../../i18n'
import { pointsCashText } from '../../mall/PointsCash'
import { lineIdsParam } from './cartTicks'
import { ConfirmItem } from './ConfirmItem'
import { ConfirmLines } from './ConfirmLines'
import { ConfirmTotals } from './ConfirmTotals'
import { confirmReason } from './confirmRules'
import { DeliveryAddressRow } from './DeliveryAddressRow'
import { clampQuantity, maxQuantity } from './exchangeRules'
import { chooseWay, commonWays, type MallWay } from './fulfilment'
import { FulfilmentChoice } from './FulfilmentChoice'
import { linesTotal } from './mallTotals'
import { PickupStoreRow } from './PickupStoreRow'
import { confirmContext, forgetPickedStore, pickedStoreFor } from './pickedStore'
import { PickupStoreSheet } from './PickupStoreSheet'
import { offeredStores, storeOffer, type StockedLine } from './storeStock'
import { useConfirmParams } from './useConfirmParams'
import { useDeliveryAddress } from './useDeliveryAddress'
import { useExchangeSubmit } from './useExchangeSubmit'
import { usePickupStore } from './usePickupStore'
import s from './mall.module.css'

type StockedItem = MallItem & { stores?: MallStoreStock[] }
/** The cart with, for its lines stocked per store, the stores that stock them (once read). */
export type StockedCart = Omit<MallCart, 'lines'> & { lines: (Omit<MallCartLine, 'item'> & { item: StockedItem })[] }

export type ConfirmGoods = { kind: 'item'; item: MallItemDetail } | { kind: 'cart'; cart: StockedCart }

/** The units of one item an exchange may take at the way and store chosen (its stock there). */
function stockHere(item: MallItemDetail, way: MallWay | null, sid: number | null): number | null {
  if (way === 'delivery') return item.stock
  if (way === 'pickup' && item.perStore && sid !== null) return item.stores.find((store) => store.sid === sid)?.stock ?? 0
  return null
}

interface Props {
  goods: ConfirmGoods
  balance: number | null
  /** A refusal: the goods are read again. */
  onRefused: () => void
  /** The exchange is made (before the page moves on). */
  onExchanged?: () => void
}

/** The confirm page's form: the goods, the way and where, the totals, and "Confirm" with what stops it. */
export function ConfirmForm({ goods, balance, onRefused, onExchanged }: Props) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const navigate = useNavigate()
  const params = useConfirmParams()
  const [picking, setPicking] = useState<'address' | 'store' | null>(null)
  const { submit, busy } = useExchangeSubmit(onRefused, onExchanged)
  // Back from the choiceStore page: the store picked there, until the address holds it.
  const context = confirmContext(params)
  const picked = pickedStoreFor(context)
  useEffect(() => {
    if (picked === null) return
    params.setSid(picked)
    forgetPickedStore()
  }, [picked]) // eslint-disable-line react-hooks/exhaustive-deps

  const isPackage = goods.kind === 'item' && goods.item.kind === 'coupons'
  const items: StockedItem[] = goods.kind === 'item' ? [goods.item] : goods.cart.lines.map((line) => line.item)
  const ways = isPackage ? [] : commonWays(items)
  const way = chooseWay(ways, params.way)

  // Stores: goods stocked per store are collected only where they are stocked.
  const stockLines: StockedLine[] = goods.kind === 'item' ? [{ quantity: 1, item: goods.item }] : goods.cart.lines
  const offered = way === 'pickup' ? offeredStores(stockLines) : null
  const pickup = usePickupStore(picked ?? params.sid, (sid) => offered === null || offered.has(sid))
  const sid = way === 'pickup' ? pickup.sid : null
  const delivery = useDeliveryAddress(params.addressId, way === 'delivery')

  // One item: how many (within its stock at the way and store, the limit and the points).
  const max = goods.kind === 'item' ? maxQuantity(goods.item, goods.item.bought, balance, stockHere(goods.item, way, sid)) : 0
  const quantity = goods.kind === 'item' ? clampQuantity(params.quantity, max) : 0
  const lines = goods.kind === 'item' ? [{ quantity, item: goods.item }] : goods.cart.lines
  const offer = sid !== null ? storeOffer(sid, goods.kind === 'item' ? [{ quantity, item: goods.item }] : goods.cart.lines) : null
  const total = linesTotal(lines)
  const reason = confirmReason({ goods: goods.kind === 'item' ? goods : { kind: 'cart', cart: goods.cart }, balance, ways, way, offer, lang })

  // The store row opens the choiceStore page (it comes back with the store); a tap on "Confirm"
  // with none chosen opens the same list in a sheet, so the member stays where they were.
  const chooseStore = () =>
    navigate(pageUrl(PAGE.mallChoiceStore, { ...(goods.kind === 'item' ? { id: goods.item.id, qty: quantity } : { cart: 1, lines: params.lineIds ? lineIdsParam(params.lineIds) : null }), sid }), {
      state: { from: 'confirm' },
    })

  const confirm = () => {
    if (way === 'pickup' && sid === null) {
      Toast.show({ content: t('mall.storeRequired') })
      return setPicking('store')
    }
    if (way === 'delivery' && delivery.address === null) {
      Toast.show({ content: t('mall.addressRequired') })
      return setPicking('address')
    }
    const how = way === 'pickup' ? { fulfilment: 'pickup' as const, sid: sid as number } : way === 'delivery' ? { fulfilment: 'delivery' as const, addressId: delivery.address?.id as number } : {}
    const submission: MallSubmission =
      goods.kind === 'item'
        ? { itemId: goods.item.id, quantity, ...how }
        : { lineIds: goods.cart.lines.map((line) => line.itemId), fromCart: true, ...how }
    void submit(submission, goods.kind === 'item' ? `item-${goods.item.id}` : `cart-${goods.cart.lines.map((line) => line.itemId).join(',')}`)
  }

  const note = isPackage ? t('mall.packageNote') : way === 'delivery' ? t('mall.deliveryNote') : t('mall.pickupNote')
  return (
    <>
      <div className={s.body}>
        {goods.kind === 'item' ? <ConfirmItem item={goods.item} quantity={quantity} max={max} reason={reason} onQuantity={params.setQuantity} /> : <ConfirmLines lines={goods.cart.lines} />}

        {!isPackage && (
          <section className={s.card}>
            <FulfilmentChoice ways={ways} value={way} onChange={params.setWay} />
            {way === 'pickup' && <PickupStoreRow sid={sid} store={pickup.store} onChange={chooseStore} />}
            {way === 'delivery' && <DeliveryAddressRow address={delivery.address} loading={delivery.loading} onChange={() => setPicking('address')} />}
          </section>
        )}

        <ConfirmTotals points={total.points} cash={total.cash} balance={balance} />
        <p className={s.note}>{note}</p>
        {total.cash > 0 && <p className={s.note}>{t('mall.cashNote')}</p>}
      </div>

      <div className={s.bottomBar}>
        {reason && (
          <p className={s.blockReason} id="mall-confirm-block" data-testid="mall-block-reason">
            {t(reason.key, reason.values)}
          </p>
        )}
        <Button
          block
          color="primary"
          shape="rounded"
          className={s.barButton}
          disabled={!!reason}
          loading={busy}
          aria-describedby={reason ? 'mall-confirm-block' : undefined}
          onClick={confirm}
          data-testid="mall-confirm"
        >
          {total.cash > 0 ? t('mall.confirmAndPay', { price: pointsCashText(t, lang, total.points, total.cash) }) : t('mall.confirmExchange', { price: pointsCashText(t, lang, total.points, total.cash) })}
        </Button>
      </div>

      {way === 'pickup' && (
        <PickupStoreSheet
          visible={picking === 'store'}
          currentSid={sid}
          offered={offered}
          offerAt={(at) => storeOffer(at, lines)}
          onPick={(store) => {
            params.setSid(store.sid)
            setPicking(null)
          }}
          onClose={() => setPicking(null)}
        />
      )}
      {way === 'delivery' && (
        <AddressPickerSheet
          visible={picking === 'address'}
          chosenId={delivery.address?.id ?? null}
          onPick={(address) => {
            params.setAddressId(address.id)
            setPicking(null)
          }}
          onAddNew={() => navigate(`/${PAGE.addressEdit}`)}
          onClose={() => setPicking(null)}
          testIdPrefix="mall"
        />
      )}
    </>
  )
}
