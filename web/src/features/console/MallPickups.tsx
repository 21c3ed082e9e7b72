import type { UseQueryResult } from '@tanstack/react-query'
import { Button, Toast } from 'antd-mobile'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage, isSilentError } from '../../api/client'
import { useCollectMallOrder } from '../../api/console'
import type { MallOrder } from '../../api/mallOrders'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { exchangesSharingCode } from './mallPickup'
import { MallHandedOver } from './MallHandedOver'
import { MallPickupRow } from './MallPickupRow'
import { PickupCodeForm } from './PickupCodeForm'
import s from './ConsolePage.module.css'
import m from './MallPickups.module.css'

interface Props {
  /** The store's exchanges waiting for pickup (the console reads them for the tab's count too). */
  orders: UseQueryResult<{ list: MallOrder[] }>
}

/**
 * The console's points-mall pickups: the member shows a pickup code, staff type it and hand the
 * gift over; or they pick the exchange from the list of those waiting (asked to confirm first).
 * Each hand-over names the gift and quantity; the list is read again after it, and every 30 s.
 */
export function MallPickups({ orders }: Props) {
  const { t } = useTranslation()
  const ids = useId()
  const collect = useCollectMallOrder()
  const [done, setDone] = useState<MallOrder | null>(null)
  // A code the server refused: when two waiting exchanges share it, the list shows just those.
  const [refusedCode, setRefusedCode] = useState<string | null>(null)
  const list = orders.data?.list
  const sharing = list && refusedCode ? exchangesSharingCode(list, refusedCode) : null
  const shown = sharing ?? list

  const handedOver = (order: MallOrder) => {
    setDone(order)
    setRefusedCode(null)
  }

  // A row's hand-over, confirmed by staff in the row.
  const handOverRow = async (order: MallOrder) => {
    try {
      handedOver(await collect.mutateAsync({ order_no: order.order_no }))
      Toast.show({ content: t('mallPickup.done', { title: order.title, count: order.quantity }), icon: 'success' })
    } catch (error) {
      // Handed over by a colleague or cancelled by the member meanwhile: the server's words; the list is read again.
      if (!isSilentError(error)) Toast.show({ content: errorMessage(error) })
    }
  }

  return (
    <div className={s.list} data-testid="mall-pickups">
      <section className={s.card} aria-labelledby={`${ids}-title`}>
        <h2 id={`${ids}-title`} className={s.cardTitle}>
          {t('mallPickup.title')}
        </h2>
        <p className={m.hint}>{t('mallPickup.hint')}</p>
        <PickupCodeForm onHandedOver={handedOver} onRefused={setRefusedCode} onTyping={() => setRefusedCode(null)} />
        <MallHandedOver order={done} />
      </section>

      <section aria-labelledby={`${ids}-waiting`} data-testid="mall-pickup-list">
        <h2 id={`${ids}-waiting`} className={m.listTitle}>
          {t('mallPickup.waiting', { count: list?.length ?? 0 })}
        </h2>
        {sharing && refusedCode && (
          <div className={m.sharing} data-testid="mall-pickup-sharing">
            <p>{t('mallPickup.sharing', { count: sharing.length, code: refusedCode })}</p>
            <Button size="small" fill="outline" shape="rounded" className={m.rowButton} onClick={() => setRefusedCode(null)}>
              {t('mallPickup.showAll')}
            </Button>
          </div>
        )}
        <div className={`${s.list} ${s.orderGrid}`}>
          {orders.isPending && <ListSkeleton rows={2} label={t('mallPickup.loading')} />}
          <QueryError query={orders} />
          {list?.length === 0 && <EmptyView title={t('mallPickup.none')} description={t('mallPickup.noneHint')} />}
          {shown?.map((order) => <MallPickupRow key={order.order_no} order={order} onHandOver={handOverRow} />)}
        </div>
      </section>
    </div>
  )
}
