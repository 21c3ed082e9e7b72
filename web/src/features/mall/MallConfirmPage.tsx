import { Button, Toast } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useLocation, useSearchParams } from 'react-router'
import { isMallNotFound, useMallItem, type MallItemDetail } from '../../api/mall'
import { isMemberWithPhone, useSession } from '../../api/session'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { formatPoints } from '../../ui/format'
import { GoodsImage } from '../../ui/GoodsImage'
import { PageHeader } from '../../ui/PageHeader'
import { ListSkeleton } from '../../ui/PageStates'
import { QtyStepper } from '../../ui/QtyStepper'
import { QueryError } from '../../ui/QueryError'
import { blockMessage, clampQuantity, exchangeBlock, exchangeTotals, maxQuantity } from './exchangeRules'
import { MallGone } from './MallGone'
import { PickupStoreRow } from './PickupStoreRow'
import { PickupStoreSheet } from './PickupStoreSheet'
import { useExchangeSubmit } from './useExchangeSubmit'
import { usePickupStore } from './usePickupStore'
import s from './mall.module.css'

/**
 * integralMall/pages/confirmOrder/index?id= (a member with a phone): how many, where to collect
 * them, the points it takes and what is left; "Confirm" exchanges and opens the pickup code.
 */
export default function MallConfirmPage() {
  const session = useSession()
  const location = useLocation()
  if (!isMemberWithPhone(session)) return <Navigate to={pageUrl(PAGE.auth, { oldUrl: `${location.pathname}${location.search}` })} replace />
  return <Confirm />
}

function Confirm() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const id = Number(params.get('id')) || null
  const item = useMallItem(id)
  const data = item.data
  const gone = id === null || isMallNotFound(item.error)
  return (
    <div className={s.page}>
      <PageHeader title={t('mall.confirmTitle')} homePath={`/${PAGE.integralMall}`} />
      {gone && <MallGone title={t('mall.itemGone')} description={t('mall.itemGoneHint')} />}
      {!gone && !data && (
        <div className={s.body}>
          {item.isPending && <ListSkeleton rows={3} />}
          <QueryError query={item} />
        </div>
      )}
      {!gone && data && <ConfirmForm item={data} onRefused={() => void item.refetch()} />}
    </div>
  )
}

function ConfirmForm({ item, onRefused }: { item: MallItemDetail; onRefused: () => void }) {
  const { t } = useTranslation()
  const pickup = usePickupStore()
  const [picking, setPicking] = useState(false)
  const [wanted, setWanted] = useState(1)
  const { submit, busy } = useExchangeSubmit(onRefused)
  const block = exchangeBlock(item, item.bought, item.balance)
  const reason = block ? blockMessage(block, item, item.balance) : null
  const max = maxQuantity(item, item.bought, item.balance)
  // The item read again after a refusal may allow fewer than were wanted.
  const quantity = clampQuantity(wanted, max)
  const { total, after } = exchangeTotals(item, quantity, item.balance)

  const increase = () => {
    // "+" looks disabled at the most allowed; a tap says why.
    if (quantity >= max) Toast.show({ content: reason ? t(reason.key, reason.values) : t('mall.quantityMax', { max }) })
    else setWanted(quantity + 1)
  }
  const confirm = () => {
    if (pickup.sid === null) {
      Toast.show({ content: t('mall.storeRequired') })
      setPicking(true)
      return
    }
    void submit({ itemId: item.id, quantity, sid: pickup.sid })
  }

  return (
    <>
      <div className={s.body}>
        <section className={`${s.card} ${s.itemRow}`}>
          <GoodsImage src={item.image} className={s.thumb} />
          <div className={s.itemText}>
            <h2 className={s.itemName}>{item.title}</h2>
            {item.subtitle && <p className={s.subtitle}>{item.subtitle}</p>}
            <p className={s.unitPoints}>{t('mall.points', { points: formatPoints(item.points) })}</p>
          </div>
        </section>

        <section className={s.card}>
          <div className={s.row}>
            <span className={s.label}>{t('mall.quantity')}</span>
            <QtyStepper
              value={quantity}
              min={1}
              increaseDisabled={quantity >= max}
              onIncrease={increase}
              onDecrease={() => setWanted(quantity - 1)}
              label={t('mall.quantity')}
            />
          </div>
          {max > 1 && <p className={s.hint}>{t('mall.quantityMax', { max })}</p>}
          <PickupStoreRow sid={pickup.sid} store={pickup.store} onChange={() => setPicking(true)} />
        </section>

        <section className={s.card} aria-label={t('mall.pointsSummary')}>
          <div className={s.row}>
            <span className={s.label}>{t('mall.totalPoints')}</span>
            <strong className={s.totalPoints} data-testid="mall-total-points">
              {formatPoints(total)}
            </strong>
          </div>
          <div className={s.row}>
            <span className={s.label}>{t('mall.balance')}</span>
            <span>{item.balance === null ? '–' : formatPoints(item.balance)}</span>
          </div>
          <div className={s.row}>
            <span className={s.label}>{t('mall.balanceAfter')}</span>
            <span data-testid="mall-balance-after">{after === null || after < 0 ? '–' : formatPoints(after)}</span>
          </div>
        </section>
        <p className={s.note}>{t('mall.pickupNote')}</p>
      </div>

      <div className={s.bottomBar}>
        {reason && (
          <p className={s.blockReason} id="mall-confirm-block" data-testid="mall-block-reason" data-block={block}>
            {t(reason.key, reason.values)}
          </p>
        )}
        <Button
          block
          color="primary"
          shape="rounded"
          className={s.barButton}
          disabled={!!block}
          loading={busy}
          aria-describedby={reason ? 'mall-confirm-block' : undefined}
          onClick={confirm}
          data-testid="mall-confirm"
        >
          {t('mall.confirmExchange', { points: formatPoints(total) })}
        </Button>
      </div>

      <PickupStoreSheet
        visible={picking}
        currentSid={pickup.sid}
        onPick={(store) => {
          pickup.pick(store)
          setPicking(false)
        }}
        onClose={() => setPicking(false)}
      />
    </>
  )
}
