import { Button } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { usePrizes } from '../../api/draws'
import { PAGE } from '../../app/pagePaths'
import { LoadMore } from '../../ui/LoadMore'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { AddressSheet } from './AddressSheet'
import { takePendingAddress } from './pendingAddress'
import { PrizeRow } from './PrizeRow'
import s from './draws.module.css'

/**
 * memberMinVolume/pages/prizeList/index (a member): the prizes won, newest first, 20 at a time,
 * each with its status and its way on. ?recordNo= (from a draw's result) opens that prize's
 * address sheet, as does coming back from adding an address for it.
 */
export default function PrizeListPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const pages = usePrizes()
  const prizes = pages.data?.pages.flatMap((page) => page.list) ?? []
  const [choosing, setChoosing] = useState<string | null>(null)

  // The prize named in the address (once: the address loses it, so a reload does not reopen the
  // sheet), or the one whose address the member went to add.
  useEffect(() => {
    const named = params.get('recordNo')
    const wanted = named ?? takePendingAddress()
    if (named) setParams({}, { replace: true })
    if (wanted) setChoosing(wanted)
  }, [params, setParams])

  return (
    <div className={s.page}>
      <PageHeader title={t('draws.myPrizes')} homePath={`/${PAGE.collectPrice}`} />
      <div className={s.body}>
        {pages.isPending && <ListSkeleton rows={4} />}
        {!pages.data && <QueryError query={pages} />}
        {pages.isSuccess && prizes.length === 0 && (
          <EmptyView
            title={t('draws.prizesEmpty')}
            description={t('draws.prizesEmptyHint')}
            action={
              <Button color="primary" shape="rounded" onClick={() => navigate(`/${PAGE.collectPrice}`)}>
                {t('draws.toActivities')}
              </Button>
            }
          />
        )}
        {prizes.length > 0 && (
          <ul className={s.rows} data-testid="prizes">
            {prizes.map((record) => (
              <PrizeRow key={record.recordNo} record={record} onChooseAddress={(target) => setChoosing(target.recordNo)} />
            ))}
          </ul>
        )}
        {prizes.length > 0 && <LoadMore hasMore={!!pages.hasNextPage} loading={pages.isFetchingNextPage} onMore={() => void pages.fetchNextPage()} />}
      </div>
      <AddressSheet recordNo={choosing} onClose={() => setChoosing(null)} />
    </div>
  )
}
