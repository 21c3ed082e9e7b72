import { Button, Tabs } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { useCouponPages, type CouponTab } from '../../api/coupons'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { LoadMore } from '../../ui/LoadMore'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { GiveSheet } from './GiveSheet'
import { WalletCoupon } from './WalletCoupon'
import { useCouponActions } from './useCouponActions'
import { useCouponUse } from './useCouponUse'
import s from './coupons.module.css'

const TABS: readonly CouponTab[] = ['usable', 'history', 'gifting']
const TAB_LABEL = { usable: 'coupons.tabUsable', history: 'coupons.tabHistory', gifting: 'coupons.tabGifting' } as const
const EMPTY = { usable: 'coupons.emptyUsable', history: 'coupons.emptyHistory', gifting: 'coupons.emptyGifting' } as const

function tabOf(value: string | null): CouponTab {
  return TABS.includes(value as CouponTab) ? (value as CouponTab) : 'usable'
}

/**
 * member/pages/voucher/voucherList/index: my coupons by tab (usable, history, gifting) with their
 * counts, a page at a time. The tab lives in the address so "back" from a detail returns to it.
 */
export default function VoucherListPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const tab = tabOf(params.get('tab'))
  const pages = useCouponPages(tab)
  const actions = useCouponActions()
  // "Use now" goes to ordering (the checkout then picks the best coupons), or to the coupon's own goods.
  const use = useCouponUse()
  const counts = pages.data?.pages[0]?.counts
  const coupons = pages.data?.pages.flatMap((page) => page.list) ?? []

  const title = (key: CouponTab) => {
    const count = key === 'usable' ? counts?.usable : key === 'gifting' ? counts?.gifting : undefined
    return (
      <span className={s.tabTitle}>
        {t(TAB_LABEL[key])}
        {count ? <span className={s.tabCount}>{count}</span> : null}
      </span>
    )
  }

  return (
    <div className={s.page}>
      <div className={s.top}>
        <PageHeader
          title={t('coupons.myTitle')}
          homePath={`/${PAGE.mine}`}
          right={
            <button type="button" className={s.headerLink} onClick={() => navigate(pageUrl(PAGE.voucherCenter))}>
              {t('coupons.centerTitle')}
            </button>
          }
        />
        <Tabs activeKey={tab} onChange={(key) => setParams({ tab: key }, { replace: true })} className={s.tabs}>
          {TABS.map((key) => (
            <Tabs.Tab key={key} title={title(key)} />
          ))}
        </Tabs>
      </div>
      <div className={s.body}>
        {tab === 'usable' && counts && counts.dueSoon > 0 && (
          <p className={s.dueSoonNotice} data-testid="due-soon-notice">
            {t('coupons.dueSoonCount', { count: counts.dueSoon })}
          </p>
        )}
        {pages.isPending && <ListSkeleton rows={3} />}
        <QueryError query={pages} />
        {pages.isSuccess && coupons.length === 0 && (
          <EmptyView
            title={t(EMPTY[tab])}
            description={tab === 'usable' ? t('coupons.emptyHint') : undefined}
            action={
              tab === 'usable' ? (
                <Button color="primary" shape="rounded" onClick={() => navigate(pageUrl(PAGE.voucherCenter))}>
                  {t('coupons.goCenter')}
                </Button>
              ) : undefined
            }
          />
        )}
        {coupons.map((coupon) => (
          <WalletCoupon
            key={coupon.couponCode}
            coupon={coupon}
            tab={tab}
            busy={actions.busy === coupon.couponCode}
            opening={use.opening === coupon.couponCode}
            onUse={(chosen) => void use.use(chosen.couponCode)}
            onGive={actions.give}
            onRevoke={actions.revoke}
          />
        ))}
        {coupons.length > 0 && <LoadMore hasMore={!!pages.hasNextPage} loading={pages.isFetchingNextPage} onMore={() => void pages.fetchNextPage()} />}
      </div>
      <GiveSheet gift={actions.gift} onClose={actions.closeGift} />
    </div>
  )
}
