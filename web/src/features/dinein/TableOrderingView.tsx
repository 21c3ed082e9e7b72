import { Button, Dialog, Tabs, Toast } from 'antd-mobile'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { cancelTablePayment, addDish, orderDishes, updateDish, type DishByCode } from '../../api/dinein'
import { errorMessage } from '../../api/client'
import { useStoreMenu, type MenuGoods } from '../../api/menu'
import { parseCents } from '../../api/money'
import { isMemberWithPhone, useSession } from '../../api/session'
import { useStoreInfo } from '../../api/stores'
import { ORDER_TYPE } from '../../api/types'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { ScanButton } from '../../app/ScanButton'
import { ActionBar } from '../../ui/ActionBar'
import { confirmOrderFinal } from '../../checkout/confirmOrderFinal'
import { EmptyView, ErrorView, ListSkeleton } from '../../ui/PageStates'
import { Price } from '../../ui/Price'
// The menu, its cards and the goods detail sheet are the menu kit's: one way to choose goods.
import { addBodyForSimple } from '../../menu/cart'
import { GoodsDetailSheet } from '../../menu/GoodsDetailSheet'
import { MenuPanel } from '../../menu/MenuPanel'
import { canPay, canSendToKitchen, dishFromAddBody, isScanAgain, isTableClosed, isUnknownTable, lastUnconfirmedLine, myUnpaidShare, openPayment, openSplit, unconfirmedCategoryCounts, unconfirmedCount, unconfirmedQuantity } from './dineLogic'
import { dishWithMemo } from './dishMemo'
import { RoundConfirmNotice } from './RoundConfirmNotice'
import { rememberRoundAsk, roundConfirmState, SEND_LABELS, sendOutcome, useMyRoundAsk, type RoundConfirm } from './roundConfirm'
import { RoundsList } from './RoundsList'
import { rememberTableLockSeen, tableLockSeen } from './tableLockSeen'
import { TablePaySheet } from './TablePaySheet'
import { DishCodeSheet } from './DishCodeSheet'
import { UnconfirmedSheet } from './UnconfirmedSheet'
import { useNoDineInSwitch, usePickupInstead } from './usePickupInstead'
import { useTable } from './useTable'
import { SplitNotice } from './SplitNotice'
import s from './Dine.module.css'

interface Props {
  sid: number
  tableId: string
  /** The token of the table's QR code (`tk`). */
  tableToken: string
}

type Tab = 'menu' | 'rounds'

/** tangshi/pages/table/goods with a table: everyone at the table orders into one list, sends rounds, one pays. */
export function TableOrderingView({ sid, tableId, tableToken }: Props) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  const session = useSession()
  const info = useStoreInfo(sid)
  const menu = useStoreMenu(sid, ORDER_TYPE.dineIn)
  const { shop, detail, openError, reopen, run, key } = useTable(sid, tableId, tableToken)
  const [tab, setTab] = useState<Tab>('menu')
  const [goods, setGoods] = useState<MenuGoods | null>(null)
  const [codeOpen, setCodeOpen] = useState(false)
  // A dish found by its menu number opens as if picked from the dine-in menu.
  const openByCode = (dish: DishByCode) => {
    const found = menu.data?.categories.flatMap((category) => category.goods).find((g) => g.goods_id === dish.goodsId)
    if (!found) {
      Toast.show({ content: t('dinein.dishCodeNotHere', { name: dish.name }) })
      return
    }
    setCodeOpen(false)
    setGoods(found)
  }
  const [listOpen, setListOpen] = useState(false)
  const [payOpen, setPayOpen] = useState(false)
  const [sending, setSending] = useState(false)
  const table = detail.data
  const myAsk = useMyRoundAsk(sid, tableId)
  const confirm = roundConfirmState(table, myAsk)
  useConfirmedByOtherToast(confirm, table?.rounds.length ?? 0)

  const toPickup = usePickupInstead(sid)
  // spec 000 §8 tip "store lacks dine-in, switched": said once, then pickup at the same store.
  const lacksDineIn = useNoDineInSwitch(sid, info.data?.orderTypes)

  // The tip above explains and leaves; nothing else of the table is worth showing meanwhile.
  if (lacksDineIn) return <div className={s.page} />
  // Whether the store has dine-in at all is known first, so an unknown table is not said in vain.
  if (info.isPending) {
    return (
      <div className={s.page}>
        <ListSkeleton rows={5} />
      </div>
    )
  }
  // A table this code cannot open: say why and offer pickup at the same store instead.
  const deadEnd = (title: string, description: string) => (
    <div className={s.page}>
      <EmptyView
        fullPage
        title={title}
        description={description}
        action={
          <div className={s.deadEndActions}>
            <ScanButton className={s.scanAgain} label={t('scan.tableHint')} testId="table-scan-again" />
            <Button shape="rounded" onClick={toPickup}>
              {t('dinein.orderPickup')}
            </Button>
          </div>
        }
      />
    </div>
  )
  if (isUnknownTable(shop.error) || isUnknownTable(openError)) {
    return deadEnd(t('dinein.unknownTable', { table: tableId }), t('dinein.unknownTableHint'))
  }
  if (isScanAgain(shop.error) || isScanAgain(openError) || isScanAgain(detail.error)) {
    return deadEnd(t('dinein.scanAgain'), t('dinein.scanAgainHint'))
  }
  const failure = shop.error ?? openError ?? (isTableClosed(detail.error) ? null : detail.error)
  if (failure && !table) {
    return (
      <div className={s.page}>
        <ErrorView fullPage message={errorMessage(failure)} onRetry={() => (shop.isError ? void shop.refetch() : void reopen())} />
      </div>
    )
  }

  const payment = openPayment(table)
  // The bill split equally: everyone at the table pays a part, then comes back here.
  const split = openSplit(table)
  // Back from paying the part that completed a split bill (the pay page says so); where a payer
  // comes back to does not carry it on.
  const search = new URLSearchParams(location.search)
  const billPaid = search.get('billPaid') === '1'
  search.delete('billPaid')
  const here = `${location.pathname}?${search.toString()}`
  // The reader's own share of the bill, made and not paid yet: they pay it, or give its dishes back.
  const myShare = myUnpaidShare(table)
  const add = (body: Parameters<typeof dishFromAddBody>[0]) => run(() => addDish(key, dishFromAddBody(body)))
  const removeOne = (item: MenuGoods) => {
    const line = lastUnconfirmedLine(table, item.goods_id)
    if (line) void run(() => updateDish(key, line.id, line.num - 1))
  }
  const send = async () => {
    // spec 000 §8: the order cannot be changed once sent; asked once per table in this visit.
    if (!tableLockSeen(sid, tableId)) {
      if (!(await confirmOrderFinal(t, t('orderType.dineIn')))) return
      rememberTableLockSeen(sid, tableId)
    }
    setSending(true)
    const answer = await run(() => orderDishes(key))
    setSending(false)
    if (!answer) return
    setListOpen(false)
    const outcome = sendOutcome(answer)
    if (outcome.kind === 'awaiting') {
      // Nothing went to the kitchen: a large round waits for another diner (or the staff) to send it too.
      rememberRoundAsk(sid, tableId, answer)
      void Dialog.alert({ title: t('dinein.askedTitle'), content: t('dinein.askedBody', { count: outcome.count }), confirmText: t('dinein.gotIt') })
      return
    }
    setTab('rounds')
    Toast.show({ content: t('dinein.sent', { n: outcome.round }), icon: 'success' })
  }
  // Paying needs a member: a visitor logs in and comes back to this table first (where the page
  // joins the table as the member, who may then pay a part of a split bill).
  const asMember = (then: () => void) => {
    if (!isMemberWithPhone(session)) {
      navigate(pageUrl(PAGE.auth, { oldUrl: here }))
      return
    }
    then()
  }
  const startPay = () => asMember(() => setPayOpen(true))
  const saveMemo = async (line: Parameters<typeof dishWithMemo>[0] & { id: number }, memo: string) => {
    const dish = dishWithMemo(line, memo)
    if (!dish) return
    // The memo is set when a dish is added: the same dish with the memo, then the old line goes.
    if (await run(() => addDish(key, dish))) await run(() => updateDish(key, line.id, 0))
  }
  const cancelPayment = async (content: string = t('dinein.cancelPaymentConfirm')) => {
    const yes = await Dialog.confirm({ content, confirmText: t('common.confirm'), cancelText: t('common.cancel') })
    if (yes) await run(() => cancelTablePayment(key))
  }

  const waiting = unconfirmedCount(table)
  return (
    <div className={s.page}>
      <header className={s.banner}>
        <div className={s.bannerText}>
          <strong className={s.storeName}>{info.data?.name ?? '…'}</strong>
          <span className={s.muted}>{t('dinein.dineIn')}</span>
        </div>
        <span className={s.tableBadge} data-testid="table-number">
          {t('ordering.table', { table: shop.data?.tableNo ?? tableId })}
        </span>
        {/* spec 001 §4: another table's code scanned here moves the diner to that table. */}
        <button type="button" className={`${s.scanTable} ${s.besideScan}`} onClick={() => setCodeOpen(true)} aria-label={t('dinein.dishCodeTitle')} title={t('dinein.dishCodeTitle')} data-testid="dish-code-open">
          {/* A keypad: the number printed on the menu is typed in. */}
          <svg viewBox="0 0 24 24" width={22} height={22} aria-hidden="true">
            {[5, 12, 19].flatMap((y) => [5, 12, 19].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r={2.2} fill="currentColor" />))}
          </svg>
        </button>
        <ScanButton className={s.scanTable} label={t('scan.tableButton')} hint={t('scan.tableHint')} iconOnly testId="table-scan" />
      </header>
      {billPaid && !payment && (
        <div className={s.paidNotice} role="status" data-testid="bill-paid-notice">
          {t('dinein.billPaid')}
        </div>
      )}
      {payment && split && (
        <SplitNotice
          split={split}
          onPay={() => asMember(() => navigate(pageUrl(PAGE.pay, { order_id: payment.order_id, order_type: ORDER_TYPE.dineIn, success_url: here })))}
          onCallOff={() => void cancelPayment(t('dinein.splitCancelConfirm'))}
        />
      )}
      {payment && !split && (
        <div className={s.paymentNotice} role="status">
          <span>{t('dinein.paymentUnderWay')}</span>
          <span className={s.noticeActions}>
            <Button size="mini" color="primary" shape="rounded" onClick={() => navigate(pageUrl(PAGE.pay, { order_id: payment.order_id, order_type: ORDER_TYPE.dineIn }))}>
              {t('dinein.continuePay')}
            </Button>
            <Button size="mini" shape="rounded" onClick={() => void cancelPayment()}>
              {t('dinein.orderMore')}
            </Button>
          </span>
        </div>
      )}
      {myShare && (
        <div className={s.paymentNotice} role="status" data-testid="my-share-notice">
          <span>{t('dinein.myShareWaiting')}</span>
          <span className={s.noticeActions}>
            <Button size="mini" color="primary" shape="rounded" onClick={() => navigate(pageUrl(PAGE.pay, { order_id: myShare.orderNo ?? '', order_type: ORDER_TYPE.dineIn }))}>
              {t('dinein.continuePay')}
            </Button>
            <Button size="mini" shape="rounded" onClick={() => void cancelPayment(t('dinein.cancelShareConfirm'))}>
              {t('dinein.cancelShare')}
            </Button>
          </span>
        </div>
      )}
      {confirm !== 'none' && table && <RoundConfirmNotice state={confirm} count={unconfirmedCount(table)} onView={() => setListOpen(true)} />}
      {isTableClosed(detail.error) && (
        <div className={s.paymentNotice} role="status">
          <span>{t('dinein.tableClosed')}</span>
          <Button size="mini" color="primary" shape="rounded" onClick={() => void reopen()}>
            {t('dinein.reopen')}
          </Button>
        </div>
      )}
      <Tabs activeKey={tab} onChange={(next) => setTab(next as Tab)} className={s.tabs}>
        <Tabs.Tab key="menu" title={t('dinein.menuTab')} />
        <Tabs.Tab key="rounds" title={t('dinein.roundsTab', { count: table?.rounds.length ?? 0 })} />
      </Tabs>
      <div className={s.body}>
        {tab === 'menu' && (
          <MenuPanel
            categories={menu.data?.categories}
            loading={menu.isPending || shop.isPending}
            error={menu.isError ? menu.error : null}
            onRetry={() => void menu.refetch()}
            counts={unconfirmedCategoryCounts(table)}
            quantityOf={(goodsId) => unconfirmedQuantity(table, goodsId)}
            onOpen={setGoods}
            onAdd={(simple) => void add(addBodyForSimple(simple))}
            onRemove={removeOne}
          />
        )}
        {tab === 'rounds' && <div className={s.scroll}>{table ? <RoundsList detail={table} /> : <ListSkeleton rows={3} />}</div>}
      </div>
      <ActionBar
        onOpen={() => setListOpen(true)}
        openLabel={t('dinein.unconfirmedTitle')}
        summary={
          waiting === 0 && !table?.num ? (
            <span className={s.barEmpty}>{t('dinein.emptyBar')}</span>
          ) : (
            <>
              <Price value={parseCents(waiting > 0 ? table?.unconfirmedPrice : table?.price)} size="large" testId="table-bar-total" />
              <span className={s.barHint}>{waiting > 0 ? t('dinein.waitingCount', { count: waiting }) : t('dinein.sentCount', { count: table?.num ?? 0 })}</span>
            </>
          )
        }
        actions={
          <>
            {waiting > 0 || !canPay(table) ? (
              <Button color="primary" disabled={!canSendToKitchen(table) || confirm === 'askedByMe'} loading={sending} onClick={() => void send()} data-testid="table-send" data-confirm={confirm}>
                {t(SEND_LABELS[confirm])}
              </Button>
            ) : null}
            {canPay(table) && (
              <Button color={waiting > 0 ? 'default' : 'primary'} onClick={startPay} disabled={payment !== null || myShare !== null} data-testid="table-pay">
                {t('dinein.pay')}
              </Button>
            )}
          </>
        }
      />
      <DishCodeSheet visible={codeOpen} sid={sid} onFound={openByCode} onClose={() => setCodeOpen(false)} />
      <GoodsDetailSheet sid={sid} goods={goods} cart={undefined} onAdd={add} onClose={() => setGoods(null)} />
      <UnconfirmedSheet visible={listOpen} detail={table} confirm={confirm} sending={sending} onChange={(line, num) => void run(() => updateDish(key, line.id, num))} onMemo={saveMemo} onSend={() => void send()} onClose={() => setListOpen(false)} />
      {table && isMemberWithPhone(session) && <TablePaySheet visible={payOpen} detail={table} tableKey={key} onClose={() => setPayOpen(false)} />}
    </div>
  )
}

/** The asker hears when someone else at the table (or the staff) sent their large round. */
function useConfirmedByOtherToast(confirm: RoundConfirm, rounds: number) {
  const { t } = useTranslation()
  const before = useRef({ confirm, rounds })
  useEffect(() => {
    const previous = before.current
    before.current = { confirm, rounds }
    if (previous.confirm === 'askedByMe' && confirm === 'none' && rounds > previous.rounds) {
      Toast.show({ content: t('dinein.confirmedByOther', { n: rounds }), icon: 'success' })
    }
  }, [confirm, rounds, t])
}
