import { Button, Toast } from 'antd-mobile'
import { GiftOutline } from 'antd-mobile-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { useGift, useReceiveGift, type GiftStatus } from '../../api/coupons'
import { isMemberWithPhone, useSession } from '../../api/session'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { useLanguage } from '../../i18n'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { formatDate, formatDateTime } from './couponFace'
import { CouponTicket } from './CouponTicket'
import s from './coupons.module.css'

const CLOSED_TEXT: Record<Exclude<GiftStatus, 'pending'>, 'coupons.giftClaimed' | 'coupons.giftReturned' | 'coupons.giftWithdrawn'> = {
  claimed: 'coupons.giftClaimed',
  returned: 'coupons.giftReturned',
  withdrawn: 'coupons.giftWithdrawn',
}

/**
 * member/pages/voucher/voucherDonate/index?token=: a coupon a friend sent. Anyone may look; a
 * visitor logs in and comes back here to claim it.
 */
export default function VoucherDonatePage() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const navigate = useNavigate()
  const location = useLocation()
  const session = useSession()
  const [params] = useSearchParams()
  const token = params.get('token')
  const gift = useGift(token)
  const receiveGift = useReceiveGift()
  const [claimed, setClaimed] = useState(false)
  const member = isMemberWithPhone(session)
  const data = gift.data

  const claim = async () => {
    if (!token) return
    if (!member) {
      navigate(pageUrl(PAGE.auth, { oldUrl: `${location.pathname}${location.search}` }))
      return
    }
    receiveGift.mutate(token, {
      onSuccess: () => {
        setClaimed(true)
        Toast.show({ content: t('coupons.received'), icon: 'success' })
      },
    })
  }

  const notice = !data ? null : claimed ? t('coupons.received') : data.isMine && data.status === 'pending' ? t('coupons.giftIsMine') : data.status !== 'pending' ? t(CLOSED_TEXT[data.status]) : null
  const canClaim = data?.status === 'pending' && !data.isMine && !claimed

  return (
    <div className={`${s.page} ${s.withFooter}`}>
      <PageHeader title={t('coupons.receiveTitle')} />
      <div className={s.body}>
        {!token && <EmptyView title={t('coupons.giftMissing')} />}
        {token && gift.isPending && <ListSkeleton rows={1} />}
        <QueryError query={gift} />
        {data && (
          <>
            <div className={s.giftHead}>
              <GiftOutline className={s.giftIcon} aria-hidden="true" />
              <h2 className={s.giftTitle}>{data.giverNickname ? t('coupons.receiveFrom', { name: data.giverNickname }) : t('coupons.receiveTitle')}</h2>
              {data.status === 'pending' && !claimed && <p className={s.muted}>{t('coupons.giftPending', { time: formatDateTime(data.expiresAt, lang) })}</p>}
            </div>
            <CouponTicket
              coupon={data.coupon}
              muted={!canClaim && !claimed}
              meta={<span>{t('coupons.validity', { from: formatDate(data.coupon.effectiveTime, lang), to: formatDate(data.coupon.invalidTime, lang) })}</span>}
            />
            {notice && (
              <p className={s.giftNotice} role="status" data-testid="gift-notice">
                {notice}
              </p>
            )}
          </>
        )}
      </div>
      {data && (
        <footer className={s.footer}>
          {canClaim ? (
            <Button color="primary" shape="rounded" loading={receiveGift.isPending} onClick={() => void claim()}>
              {member ? t('coupons.receive') : t('coupons.receiveLogin')}
            </Button>
          ) : (
            <Button color="primary" shape="rounded" fill="outline" onClick={() => navigate(pageUrl(member ? PAGE.voucherList : PAGE.voucherCenter))}>
              {member ? t('coupons.viewMine') : t('coupons.goCenter')}
            </Button>
          )}
        </footer>
      )}
    </div>
  )
}
