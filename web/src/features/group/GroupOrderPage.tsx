import { Button } from 'antd-mobile'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router'
import { ApiError, errorMessage } from '../../api/client'
import { GROUP_NOT_FOUND, joinGroup, useGroupGoods, type GroupGoodsDetail } from '../../api/group'
import { isMemberWithPhone, useSession } from '../../api/session'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView, ErrorView, ListSkeleton } from '../../ui/PageStates'
import { GroupRoom } from './GroupRoom'
import s from './Group.module.css'

/**
 * pages/order/groupMeal/index?uniqueId=&sid=: the group order page, also the invitation link.
 * Visitors log in first and come back here (the server answers 401 to them); someone who is not
 * yet in the group joins it on arrival.
 */
export default function GroupOrderPage() {
  const session = useSession()
  const location = useLocation()
  const [params] = useSearchParams()
  const uniqueId = params.get('uniqueId')
  if (!uniqueId) return <GroupMissing />
  if (!isMemberWithPhone(session)) return <Navigate to={pageUrl(PAGE.auth, { oldUrl: `${location.pathname}${location.search}` })} replace />
  return <GroupGate key={uniqueId} uniqueId={uniqueId} />
}

function GroupGate({ uniqueId }: { uniqueId: string }) {
  const { t } = useTranslation()
  const goods = useGroupGoods(uniqueId)
  const [joinError, setJoinError] = useState<unknown>(null)
  const joining = useRef(false)
  // The submitted order takes the lines out of the shared cart, so the pockets read afterwards are
  // empty: the last open view is kept to show who ordered what.
  const lastOpen = useRef<GroupGoodsDetail | null>(null)
  if (goods.data?.status === 'open' && goods.data.num > 0) lastOpen.current = goods.data
  const notParticipant = goods.error instanceof ApiError && goods.error.code === GROUP_NOT_FOUND

  // A stranger to the group is not a participant yet (33001): the invitation link joins them.
  useEffect(() => {
    if (!notParticipant || joining.current) return
    joining.current = true
    joinGroup(uniqueId)
      .then(() => goods.refetch())
      .catch((error: unknown) => setJoinError(error))
  }, [notParticipant, uniqueId, goods])

  if (joinError) return <GroupMissing message={errorMessage(joinError)} />
  if (goods.data) return <GroupRoom detail={goods.data} lastOpen={lastOpen.current} refetch={() => void goods.refetch()} />
  return (
    <div className={s.page}>
      <PageHeader title={t('group.title')} />
      {(goods.isPending || notParticipant) && (
        <div className={s.body}>
          <ListSkeleton rows={3} label={t('group.joining')} />
        </div>
      )}
      {goods.isError && !notParticipant && <ErrorView message={errorMessage(goods.error)} onRetry={() => void goods.refetch()} />}
    </div>
  )
}

/** No such group, or one that cannot be joined (ended, full): the server's message and a way on. */
function GroupMissing({ message }: { message?: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <div className={s.page}>
      <PageHeader title={t('group.title')} />
      <EmptyView
        fullPage
        title={t('group.unavailable')}
        description={message ?? t('group.missingLink')}
        action={
          <Button color="primary" shape="rounded" onClick={() => navigate(pageUrl(PAGE.storeGoods), { replace: true })}>
            {t('group.orderAlone')}
          </Button>
        }
      />
    </div>
  )
}
