import { Button, SpinLoading } from 'antd-mobile'
import { CloseCircleFill, ExclamationCircleFill } from 'antd-mobile-icons'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { fetchPayStatus, useRefreshOrders } from '../../api/order'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { PageHeader } from '../../ui/PageHeader'
import { afterPoll, PAY_POLL_INTERVAL_MS, startPolling, type PayEndState } from './orderLogic'
import s from './orders.module.css'

/** orderPlus/pages/payEnd/index?order_id=: polls the payment status (1.5 s, up to 60 s). */
export default function PayEndPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const refreshOrders = useRefreshOrders()
  const [params] = useSearchParams()
  const orderId = params.get('order_id')
  const result = params.get('result')
  const [state, setState] = useState<PayEndState>(() => startPolling(Date.now()))
  const detailUrl = pageUrl(PAGE.orderDetail, { order_id: orderId })

  useEffect(() => {
    if (!orderId || state.phase !== 'polling') return
    let stopped = false
    const poll = async () => {
      let answer = null
      try {
        answer = await fetchPayStatus(orderId)
      } catch {
        answer = null
      }
      if (stopped) return
      setState((current) => afterPoll(current, answer, Date.now(), result))
    }
    const timer = window.setInterval(() => void poll(), PAY_POLL_INTERVAL_MS)
    void poll()
    return () => {
      stopped = true
      window.clearInterval(timer)
    }
  }, [orderId, state.phase, state.startedAt, result])

  useEffect(() => {
    if (state.phase !== 'success') return
    refreshOrders()
    navigate(detailUrl, { replace: true })
  }, [state.phase, refreshOrders, navigate, detailUrl])

  return (
    <div className={s.page}>
      <PageHeader title={t('payEnd.title')} />
      <div className={s.center} role="status">
        {state.phase === 'polling' && (
          <>
            <SpinLoading color="primary" style={{ '--size': '48px' }} aria-hidden="true" />
            <p className={s.resultTitle}>{t('payEnd.checking')}</p>
          </>
        )}
        {state.phase === 'success' && <p className={s.resultTitle}>{t('payEnd.success')}</p>}
        {state.phase === 'failed' && (
          <>
            <CloseCircleFill className={s.resultIcon} style={{ color: '#e5484d' }} aria-hidden="true" />
            <h2 className={s.resultTitle}>{t('payEnd.failed')}</h2>
            <p className={s.muted}>{t('payEnd.failedHint')}</p>
            <Button color="primary" shape="rounded" onClick={() => navigate(pageUrl(PAGE.pay, { order_id: orderId }), { replace: true })}>
              {t('payEnd.retry')}
            </Button>
            <Button shape="rounded" onClick={() => navigate(detailUrl, { replace: true })}>
              {t('payEnd.viewOrder')}
            </Button>
          </>
        )}
        {state.phase === 'timeout' && (
          <>
            <ExclamationCircleFill className={s.resultIcon} style={{ color: 'var(--qsr-primary)' }} aria-hidden="true" />
            <h2 className={s.resultTitle}>{t('payEnd.timeout')}</h2>
            <p className={s.muted}>{t('payEnd.timeoutHint')}</p>
            <Button color="primary" shape="rounded" onClick={() => setState(startPolling(Date.now()))}>
              {t('payEnd.refresh')}
            </Button>
            <Button shape="rounded" onClick={() => navigate(detailUrl, { replace: true })}>
              {t('payEnd.viewOrder')}
            </Button>
          </>
        )}
      </div>
    </div>
  )
}
