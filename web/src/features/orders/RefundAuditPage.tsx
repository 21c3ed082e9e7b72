import { Button, Toast } from 'antd-mobile'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { parseCents } from '../../api/money'
import { useCreateRefund, useOrderDetail, useRefundAmount, useRefundReasons } from '../../api/order'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { Chip } from '../../ui/Chip'
import { PageHeader } from '../../ui/PageHeader'
import { ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { Price } from '../../ui/Price'
import { QtyStepper } from '../../ui/QtyStepper'
import s from './orders.module.css'

/** orderPlus/pages/refundAudit/index?order_id=: reason, whole order or chosen lines, live amount. */
export default function RefundAuditPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const orderId = params.get('order_id')
  const order = useOrderDetail(orderId)
  const reasons = useRefundReasons()
  const [reason, setReason] = useState<string | null>(null)
  const [whole, setWhole] = useState(true)
  const [quantities, setQuantities] = useState<Record<number, number>>({})
  const [description, setDescription] = useState('')
  const createRefund = useCreateRefund()

  const lines = useMemo(
    () => (whole ? undefined : Object.entries(quantities).filter(([, num]) => num > 0).map(([lineId, num]) => ({ lineId: Number(lineId), num }))),
    [whole, quantities],
  )
  const amount = useRefundAmount(orderId, lines, whole || (lines?.length ?? 0) > 0)

  const submit = async () => {
    if (!orderId) return
    if (!reason) {
      Toast.show({ content: t('refund.chooseReason') })
      return
    }
    createRefund.mutate(
      { order_id: orderId, reason, description: description.trim() || undefined, ...(lines ? { lines } : {}) },
      {
        onSuccess: () => {
          Toast.show({ content: t('refund.submitted'), icon: 'success' })
          navigate(pageUrl(PAGE.refundProgress, { order_id: orderId }), { replace: true })
        },
      },
    )
  }

  const refundable = (order.data?.lines ?? []).filter((line) => line.num - line.refundedNum > 0)
  const canSubmit = !!reason && (whole || (lines?.length ?? 0) > 0) && !!amount.data

  return (
    <div className={s.page}>
      <PageHeader title={t('refund.title')} />
      <div className={s.body}>
        {(order.isPending || reasons.isPending) && <ListSkeleton rows={4} />}
        <QueryError query={order} />
        {order.data && reasons.data && (
          <>
            <section className={s.card}>
              <h2 className={s.cardTitle}>{t('refund.reason')}</h2>
              <div role="radiogroup" aria-label={t('refund.reason')} style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
                {reasons.data.list.map((item) => (
                  <Chip key={item.code} role="radio" selected={reason === item.code} onClick={() => setReason(item.code)}>
                    {item.text}
                  </Chip>
                ))}
              </div>
            </section>
            <section className={s.card}>
              <div role="radiogroup" style={{ display: 'flex', gap: 8, marginBottom: 8 }}>
                <Chip role="radio" selected={whole} onClick={() => setWhole(true)}>
                  {t('refund.whole')}
                </Chip>
                <Chip role="radio" selected={!whole} onClick={() => setWhole(false)}>
                  {t('refund.chooseLines')}
                </Chip>
              </div>
              {!whole &&
                refundable.map((line) => {
                  const max = line.num - line.refundedNum
                  const value = quantities[line.lineId] ?? 0
                  return (
                    <div key={line.lineId} className={s.line}>
                      <div className={s.lineInfo}>
                        <span className={s.lineName}>{line.name}</span>
                        {line.detail && <span className={s.lineDetail}>{line.detail}</span>}
                      </div>
                      <QtyStepper
                        size="small"
                        value={value}
                        min={0}
                        increaseDisabled={value >= max}
                        onIncrease={() => value < max && setQuantities({ ...quantities, [line.lineId]: value + 1 })}
                        onDecrease={() => setQuantities({ ...quantities, [line.lineId]: Math.max(0, value - 1) })}
                        label={line.name}
                      />
                    </div>
                  )
                })}
            </section>
            <section className={s.card}>
              <label className={s.cardTitle} htmlFor="refund-description" style={{ display: 'block' }}>
                {t('refund.description')}
              </label>
              <textarea id="refund-description" className={s.note} maxLength={200} value={description} onChange={(event) => setDescription(event.target.value)} />
            </section>
          </>
        )}
      </div>
      <footer className={s.footer}>
        <div className={s.footerTotal}>
          <span>{t('refund.amount')}</span>
          <Price value={parseCents(amount.data?.amount)} size="large" testId="refund-amount" />
        </div>
        <Button color="primary" shape="rounded" className={s.footerButton} loading={createRefund.isPending} disabled={!canSubmit} onClick={() => void submit()}>
          {t('refund.submit')}
        </Button>
      </footer>
    </div>
  )
}
