import { Button, Dialog, Tabs, Toast } from 'antd-mobile'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useCloseGroup, useGroupInfo, type GroupGoodsDetail } from '../../api/group'
import { useStoreMenu, type MenuGoods } from '../../api/menu'
import { parseCents } from '../../api/money'
import { useStoreInfo } from '../../api/stores'
import { ORDER_TYPE } from '../../api/types'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { ActionBar } from '../../ui/ActionBar'
import { ORDER_TYPE_LABEL } from '../../ui/OrderTypeChips'
import { PageHeader } from '../../ui/PageHeader'
import { Price } from '../../ui/Price'
// The menu, its cards and the goods detail sheet are the menu kit's: one way to choose goods.
import { addBodyForSimple } from '../../menu/cart'
import { GoodsDetailSheet } from '../../menu/GoodsDetailSheet'
import { MenuPanel } from '../../menu/MenuPanel'
import { GroupCheckoutSheet } from './GroupCheckoutSheet'
import { GroupSubmittedView } from './GroupSubmittedView'
import { canSubmit, groupShareUrl, isLauncherView, myCategoryCounts, myGoodsQuantity, myLastLineOf, pocketsForDisplay } from './groupLogic'
import { PocketList } from './PocketList'
import { ShareSheet } from './ShareSheet'
import { useGroupActions } from './useGroupActions'
import { useGroupLive } from './useGroupLive'
import s from './Group.module.css'

interface Props {
  detail: GroupGoodsDetail
  /** The last open view with items, for after submit (see GroupOrderPage). */
  lastOpen: GroupGoodsDetail | null
  refetch: () => void
}

type Tab = 'menu' | 'pockets'

/** An open group order: the menu to add to one's own pocket, everyone's pockets live, and the launcher's actions. */
export function GroupRoom({ detail, lastOpen, refetch }: Props) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const launcher = isLauncherView(detail)
  const info = useStoreInfo(detail.sid)
  const group = useGroupInfo(detail.uniqueId)
  const orderType = group.data?.order_type ?? ORDER_TYPE.pickup
  const menu = useStoreMenu(group.data ? detail.sid : null, orderType)
  const { add, setLine } = useGroupActions(detail)
  const closeGroup = useCloseGroup()
  const [tab, setTab] = useState<Tab>('menu')
  const [goods, setGoods] = useState<MenuGoods | null>(null)
  const [sharing, setSharing] = useState(false)
  const [checkingOut, setCheckingOut] = useState(false)
  const live = useGroupLive(detail.uniqueId, { version: detail.version, status: detail.status }, refetch, detail.status === 'open' || detail.status === 'submitting')

  // spec 001 §4: when the launcher cancels, everyone is told and leaves the page.
  useEffect(() => {
    if (detail.status !== 'cancelled') return
    Toast.show({ content: t('group.cancelledToast'), icon: 'success' })
    navigate(pageUrl(PAGE.storeGoods), { replace: true })
  }, [detail.status, navigate, t])

  const pockets = useMemo(() => pocketsForDisplay(detail), [detail])
  const shareUrl = groupShareUrl(window.location.origin, detail.uniqueId, detail.sid)

  if (detail.status === 'submitted' || detail.status === 'cancelled') return <GroupSubmittedView detail={detail} lastOpen={lastOpen} storeName={info.data?.name ?? ''} />

  const leave = async () => {
    const yes = await Dialog.confirm({ content: t(launcher ? 'group.cancelConfirm' : 'group.leaveConfirm'), confirmText: t('common.confirm'), cancelText: t('common.cancel') })
    if (!yes) return
    closeGroup.mutate(
      { uniqueId: detail.uniqueId, launcher },
      {
        onSuccess: () => {
          if (launcher) Toast.show({ content: t('group.cancelledToast'), icon: 'success' })
          else Toast.show({ content: t('group.leftToast') })
          navigate(pageUrl(PAGE.storeGoods), { replace: true })
        },
      },
    )
  }

  const removeOne = (item: MenuGoods) => {
    const line = myLastLineOf(detail, item.goods_id)
    if (line) void setLine(line.id, line.num - 1)
  }

  return (
    <div className={s.room}>
      <PageHeader
        title={t('group.title')}
        right={
          <button type="button" className={s.headerLink} onClick={() => setSharing(true)}>
            {t('group.invite')}
          </button>
        }
      />
      <section className={s.banner} aria-label={t('group.about')} data-live={live}>
        <div className={s.bannerText}>
          <strong className={s.storeName}>{info.data?.name ?? '…'}</strong>
          <span className={s.muted}>
            {t(ORDER_TYPE_LABEL[orderType])} · {t('group.peopleOf', { count: detail.spellList.length, max: group.data?.maxParticipants ?? 100 })}
            {live === 'polling' && <span className={s.pollingDot} title={t('group.polling')} />}
          </span>
        </div>
        <button type="button" className={s.leaveLink} onClick={() => void leave()}>
          {launcher ? t('group.cancel') : t('group.leave')}
        </button>
      </section>
      <Tabs activeKey={tab} onChange={(key) => setTab(key as Tab)} className={s.tabs}>
        <Tabs.Tab key="menu" title={t('group.menuTab')} />
        <Tabs.Tab key="pockets" title={t('group.pocketsTab', { count: detail.num })} />
      </Tabs>
      <div className={s.roomBody}>
        {tab === 'menu' && (
          <MenuPanel
            categories={menu.data?.categories}
            loading={menu.isPending || group.isPending}
            error={menu.isError ? menu.error : null}
            onRetry={() => void menu.refetch()}
            counts={myCategoryCounts(detail)}
            quantityOf={(goodsId) => myGoodsQuantity(detail, goodsId)}
            onOpen={setGoods}
            onAdd={(simple) => void add(addBodyForSimple(simple))}
            onRemove={removeOne}
          />
        )}
        {tab === 'pockets' && (
          <div className={s.pocketScroll}>
            <PocketList pockets={pockets} onChange={(line, num) => void setLine(line.id, num)} />
          </div>
        )}
      </div>
      <ActionBar
        onOpen={() => setTab('pockets')}
        openLabel={t('group.pockets')}
        summary={
          <>
            <Price value={parseCents(detail.price)} size="large" testId="group-total" />
            <span className={s.barHint}>{t('group.barSummary', { items: detail.num, people: detail.spellList.length })}</span>
          </>
        }
        actions={
          launcher ? (
            <Button color="primary" disabled={!canSubmit(detail)} onClick={() => setCheckingOut(true)}>
              {t('group.checkout')}
            </Button>
          ) : (
            <Button color="primary" onClick={() => setTab(tab === 'menu' ? 'pockets' : 'menu')}>
              {t(tab === 'menu' ? 'group.viewPockets' : 'group.backToMenu')}
            </Button>
          )
        }
      />
      <GoodsDetailSheet sid={detail.sid} goods={goods} cart={undefined} onAdd={add} onClose={() => setGoods(null)} />
      <ShareSheet visible={sharing} url={shareUrl} storeName={info.data?.name ?? ''} onClose={() => setSharing(false)} />
      {launcher && <GroupCheckoutSheet visible={checkingOut} detail={detail} orderType={orderType} onClose={() => setCheckingOut(false)} />}
    </div>
  )
}
