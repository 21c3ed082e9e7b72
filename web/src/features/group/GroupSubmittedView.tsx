import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import type { GroupGoodsDetail } from '../../api/group'
import { parseCents } from '../../api/money'
import { useOrderDetail } from '../../api/order'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { PageHeader } from '../../ui/PageHeader'
import { Price } from '../../ui/Price'
import { isLauncherView, myPocket, pocketsForDisplay } from './groupLogic'
import { PocketList } from './PocketList'
import s from './Group.module.css'

interface Props {
  detail: GroupGoodsDetail
  lastOpen: GroupGoodsDetail | null
  storeName: string
}

/** Unpaid statuses: the payer can still pay. */
const PAYABLE = new Set(['waiting_payment', 'payment_failed'])

/**
 * After the launcher submitted: every participant sees the order's status (re-read every few
 * seconds) and what each person ordered; the launcher pays and opens the order.
 */
export function GroupSubmittedView({ detail, lastOpen, storeName }: Props) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const launcher = isLauncherView(detail)
  const order = detail.order
  const status = order?.status ?? 'waiting_payment'
  // Every participant may read the order: its receipt has each person's share, theirs among them.
  const orderDetail = useOrderDetail(order?.order_id ?? null).data
  const mine = myPocket(lastOpen ?? detail)
  const myShare = orderDetail?.participants?.find((share) => share.pack_bag === mine?.pack_bag)
  return (
    <div className={s.page}>
      <PageHeader title={t('group.title')} />
      <div className={s.body}>
        <section className={`${s.card} ${s.statusCard}`} data-testid="group-order-status" data-status={status}>
          <span className={s.statusIcon} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="26" height="26">
              <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.8" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </span>
          <h2 className={s.statusTitle}>{t('group.submittedTitle')}</h2>
          <p className={s.statusText}>{t(`group.orderStatus.${status}`, { defaultValue: status })}</p>
          <p className={s.muted}>{storeName}</p>
          {order?.payable !== undefined && (
            <div className={s.amountRow}>
              <span>{t(PAYABLE.has(status) ? 'group.orderToPay' : 'group.orderPaid')}</span>
              <Price value={parseCents(order.payable)} size="large" testId="group-order-payable" />
            </div>
          )}
          {myShare && !launcher && (
            <div className={s.amountRow}>
              <span>{t('group.myShare')}</span>
              <Price value={parseCents(myShare.total)} testId="group-my-share" />
            </div>
          )}
          {order && (
            <div className={s.statusActions}>
              {launcher && PAYABLE.has(status) && (
                <Button color="primary" shape="rounded" onClick={() => navigate(pageUrl(PAGE.pay, { order_id: order.order_id }))}>
                  {t('group.payNow')}
                </Button>
              )}
              <Button shape="rounded" onClick={() => navigate(pageUrl(PAGE.orderDetail, { order_id: order.order_id }))}>
                {t('group.viewOrder')}
              </Button>
            </div>
          )}
          {!launcher && <p className={s.muted}>{t('group.launcherPays')}</p>}
        </section>
        {lastOpen && <PocketList pockets={pocketsForDisplay(lastOpen)} />}
      </div>
    </div>
  )
}
