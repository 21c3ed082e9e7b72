import { useQueryClient } from '@tanstack/react-query'
import { Badge, Button, Dialog, Switch, Tabs, Toast } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { sendSmsCode, useMemberInfo } from '../../api/account'
import { errorMessage } from '../../api/client'
import { advanceOrder, decideRefund, sendTableRound, serveTableRound, setGoodsStatus, setStoreStatus, staffLogin, useConsoleAction, useConsoleMallOrders, useConsoleOrders, useConsoleRefunds, useKitchenTables, type KitchenTable } from '../../api/console'
import { GOODS_ON_SALE, GOODS_SOLD_OUT, useStoreMenu } from '../../api/menu'
import { parseCents } from '../../api/money'
import { isMember, startMemberSession, useSession } from '../../api/session'
import { useStoreInfo } from '../../api/stores'
import { ORDER_TYPE } from '../../api/types'
import { LanguageSwitch } from '../../ui/LanguageSwitch'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { Price } from '../../ui/Price'
import type { AdvanceTarget } from './consoleLogic'
import { ConsoleOrderCard } from './ConsoleOrderCard'
import { ConsoleTables } from './ConsoleTables'
import { ConsoleFeedback } from './ConsoleFeedback'
import { ConsoleReviews } from './ConsoleReviews'
import { MallPickups } from './MallPickups'
import { MemberSale } from './MemberSale'
import { tableRoundKey, unservedRoundCount } from './kitchenTables'
import { useConsoleLive } from './useConsoleLive'
import s from './ConsolePage.module.css'

/** /console: the store console for staff (a separate simple layout). */
export default function ConsolePage() {
  const { t } = useTranslation()
  const session = useSession()
  const info = useMemberInfo()
  const staffSid = info.data?.staffSid ?? null
  return (
    <div className={s.page}>
      <header className={s.header}>
        <h1 className={s.title}>{t('console.title')}</h1>
        <LanguageSwitch tone="dark" />
      </header>
      {isMember(session) && info.isPending && <ListSkeleton rows={3} />}
      {isMember(session) && staffSid !== null ? <Console sid={staffSid} /> : (!isMember(session) || info.data) && <StaffLogin notStaff={isMember(session) && !!info.data} />}
    </div>
  )
}

function StaffLogin({ notStaff }: { notStaff: boolean }) {
  const { t } = useTranslation()
  const client = useQueryClient()
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const send = async () => {
    try {
      await sendSmsCode({ areaCode: '852', phone, scene: 'staff' })
      Toast.show({ content: t('console.codeSent'), icon: 'success' })
    } catch (error) {
      Toast.show({ content: errorMessage(error) })
    }
  }
  const login = async () => {
    setBusy(true)
    try {
      const answer = await staffLogin('852', phone, code)
      startMemberSession({ token: answer.token, memberId: answer.memberId, hasPhone: true })
      void client.invalidateQueries()
    } catch (error) {
      Toast.show({ content: errorMessage(error) })
    } finally {
      setBusy(false)
    }
  }
  return (
    <section className={s.card}>
      <h2 className={s.cardTitle}>{t('console.login')}</h2>
      {notStaff && <p className={s.muted}>{t('console.notStaff')}</p>}
      <label className={s.field}>
        <span>{t('console.phone')}</span>
        <input inputMode="tel" value={phone} onChange={(event) => setPhone(event.target.value.replace(/\D/g, ''))} />
      </label>
      <label className={s.field}>
        <span>{t('console.code')}</span>
        <input inputMode="numeric" maxLength={6} value={code} onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))} />
        <Button size="small" fill="outline" color="primary" disabled={phone.length < 8} onClick={() => void send()}>
          {t('console.getCode')}
        </Button>
      </label>
      <Button block color="primary" shape="rounded" loading={busy} disabled={phone.length < 8 || code.length !== 6} onClick={() => void login()}>
        {t('console.login')}
      </Button>
    </section>
  )
}

const STORE_STATUSES = ['open', 'busy', 'break', 'closed'] as const
const STORE_STATUS_KEYS = { open: 'console.store_open', busy: 'console.store_busy', break: 'console.store_break', closed: 'console.store_closed' } as const

function Console({ sid }: { sid: number }) {
  const { t } = useTranslation()
  const store = useStoreInfo(sid)
  const orders = useConsoleOrders(sid)
  const refunds = useConsoleRefunds(sid)
  const tables = useKitchenTables(sid)
  const mallOrders = useConsoleMallOrders(sid)
  const menu = useStoreMenu(sid, ORDER_TYPE.pickup)
  const consoleAction = useConsoleAction(sid)
  const [tab, setTab] = useState('orders')

  // Live: what an event changed is fetched again; a chased order (催單) and a table's new round are announced and highlighted.
  const { highlighted, dismiss } = useConsoleLive(sid, {
    orders: () => void orders.refetch(),
    refunds: () => void refunds.refetch(),
    store: () => void store.refetch(),
    tables: () => void tables.refetch(),
    mallOrders: () => void mallOrders.refetch(),
  })

  // Says "done"; the query client toasts a failure, and the action re-reads all the console shows.
  const run = (work: () => Promise<unknown>) =>
    consoleAction.mutateAsync(work).then(
      () => void Toast.show({ content: t('orderDetail.done'), icon: 'success', duration: 800 }),
      () => undefined,
    )

  const advance = async (orderId: string, to: AdvanceTarget) => {
    dismiss(orderId)
    if (to === 'cancelled' && !(await Dialog.confirm({ content: t('console.cancelConfirm'), confirmText: t('common.confirm'), cancelText: t('common.cancel') }))) return
    await run(() => advanceOrder(orderId, to))
  }

  // 34005 (served already, e.g. by a colleague) is the server's message; the list is fetched again either way.
  const serve = async (table: KitchenTable, round: number) => {
    dismiss(tableRoundKey(table.tableNo, round))
    await run(() => serveTableRound(table.sessionId, round))
  }
  // A large round a diner asked for: staff check with the table, then send it to the kitchen.
  const sendRound = async (table: KitchenTable) => {
    const yes = await Dialog.confirm({ content: t('kitchen.sendRoundConfirm', { table: table.tableNo }), confirmText: t('kitchen.sendRound'), cancelText: t('common.cancel') })
    if (yes) await run(() => sendTableRound(table.sessionId))
  }
  const toServe = unservedRoundCount(tables.data?.list)

  return (
    <>
      <section className={s.card}>
        <div className={s.row}>
          <strong>{store.data?.name ?? sid}</strong>
        </div>
        <div className={s.statuses} role="radiogroup" aria-label={t('console.storeStatus')}>
          {STORE_STATUSES.map((status) => (
            <button
              key={status}
              type="button"
              role="radio"
              aria-checked={store.data?.businessStatus === status}
              className={store.data?.businessStatus === status ? s.statusOn : s.status}
              onClick={() => void run(() => setStoreStatus(status))}
            >
              {t(STORE_STATUS_KEYS[status])}
            </button>
          ))}
        </div>
      </section>
      <Tabs activeKey={tab} onChange={setTab} className={s.tabs}>
        <Tabs.Tab key="orders" title={`${t('console.orders')} (${orders.data?.list.length ?? 0})`} />
        <Tabs.Tab
          key="tables"
          title={
            <Badge content={toServe || null} className={s.tabBadge}>
              <span data-testid="console-tables-tab">{t('console.tables')}</span>
            </Badge>
          }
        />
        <Tabs.Tab key="refunds" title={`${t('console.refunds')} (${refunds.data?.list.length ?? 0})`} />
        <Tabs.Tab key="goods" title={t('console.goods')} />
        <Tabs.Tab key="members" title={<span data-testid="console-members-tab">{t('memberSale.tab')}</span>} />
        <Tabs.Tab key="mall" title={<span data-testid="console-mall-tab">{`${t('mallPickup.tab')} (${mallOrders.data?.list.length ?? 0})`}</span>} />
        <Tabs.Tab key="reviews" title={<span data-testid="console-reviews-tab">{t('consoleReviews.tab')}</span>} />
        <Tabs.Tab key="feedback" title={<span data-testid="console-feedback-tab">{t('consoleFeedback.tab')}</span>} />
      </Tabs>
      {tab === 'orders' && (
        <div className={`${s.list} ${s.orderGrid}`}>
          {orders.isPending && <ListSkeleton rows={3} />}
          <QueryError query={orders} />
          {orders.data?.list.length === 0 && <EmptyView title={t('console.noOrders')} />}
          {orders.data?.list.map((order) => (
            <ConsoleOrderCard
              key={order.order_id}
              order={order}
              reminded={highlighted.has(order.order_id)}
              onSeen={() => dismiss(order.order_id)}
              onAdvance={(to) => void advance(order.order_id, to)}
            />
          ))}
        </div>
      )}
      {tab === 'tables' && <ConsoleTables tables={tables} highlighted={highlighted} onSeen={(keys) => keys.forEach(dismiss)} onServe={serve} onSendRound={sendRound} />}
      {tab === 'refunds' && (
        <div className={s.list}>
          {refunds.isPending && <ListSkeleton rows={2} />}
          <QueryError query={refunds} />
          {refunds.data?.list.length === 0 && <EmptyView title={t('console.noRefunds')} />}
          {refunds.data?.list.map((refund) => (
            <article key={refund.refund_no} className={s.card}>
              <div className={s.row}>
                <strong>{refund.serial ?? refund.order_id}</strong>
                <Price value={parseCents(refund.amount)} size="small" />
              </div>
              <p className={s.muted}>
                {refund.reasonText}
                {refund.description ? ` · ${refund.description}` : ''}
              </p>
              <div className={s.actions}>
                <Button size="small" shape="rounded" color="danger" fill="outline" onClick={() => void run(() => decideRefund(refund.refund_no, false))}>
                  {t('console.reject')}
                </Button>
                <Button size="small" shape="rounded" color="primary" onClick={() => void run(() => decideRefund(refund.refund_no, true))}>
                  {t('console.agree')}
                </Button>
              </div>
            </article>
          ))}
        </div>
      )}
      {tab === 'members' && (
        <div className={s.list}>
          <MemberSale />
        </div>
      )}
      {tab === 'mall' && <MallPickups orders={mallOrders} />}
      {tab === 'reviews' && <ConsoleReviews sid={sid} />}
      {tab === 'feedback' && <ConsoleFeedback sid={sid} />}
      {tab === 'goods' && (
        <div className={s.list}>
          {menu.data?.categories.map((category) => (
            <section key={category.cid} className={s.card}>
              <h2 className={s.cardTitle}>{category.name}</h2>
              {category.goods.map((goods) => (
                <div key={goods.goods_id} className={s.row}>
                  <span>{goods.name}</span>
                  <label className={s.switch}>
                    <span className={s.muted}>
                      {goods.status === GOODS_SOLD_OUT ? t('console.soldOut') : goods.status === GOODS_ON_SALE ? t('console.onSale') : goods.statusText || t('console.onSale')}
                    </span>
                    <Switch
                      checked={goods.status !== GOODS_SOLD_OUT}
                      onChange={(on) => void run(() => setGoodsStatus(goods.goods_id, on ? 'on_sale' : 'sold_out'))}
                    />
                  </label>
                </div>
              ))}
            </section>
          ))}
        </div>
      )}
    </>
  )
}
