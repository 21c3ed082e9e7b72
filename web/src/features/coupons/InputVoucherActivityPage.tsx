import { Button } from 'antd-mobile'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { errorMessage } from '../../api/client'
import { useOpenActivityByCode, type CouponActivityPage } from '../../api/coupons'
import { isMemberWithPhone, useSession } from '../../api/session'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { PageHeader } from '../../ui/PageHeader'
import { ActivityCampaigns } from './ActivityCampaigns'
import { CODE_MAX_LENGTH } from './RedeemCodeBox'
import { withCampaign, type PatchCampaign } from './useCampaignClaim'
import s from './coupons.module.css'
import a from './activities.module.css'

/**
 * member/pages/voucher/inputVoucherActivity/index: typing the discount code (優惠碼) printed on a
 * flyer opens its coupon activity (docs/decisions/0038), whose coupons are then claimed with the
 * code. `?code=` fills the box (a QR code on the flyer) but is not sent until the person taps.
 * Every try counts against the member's code attempts, so a visitor logs in first.
 */
export default function InputVoucherActivityPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  const [params] = useSearchParams()
  const member = isMemberWithPhone(useSession())
  const [code, setCode] = useState(() => (params.get('code') ?? '').slice(0, CODE_MAX_LENGTH))
  const [opened, setOpened] = useState<{ code: string; activity: CouponActivityPage } | null>(null)
  const [error, setError] = useState<string | null>(null)
  const open = useOpenActivityByCode()
  const inputId = useId()
  const hintId = useId()
  const errorId = useId()

  const submit = async () => {
    if (!member) {
      navigate(pageUrl(PAGE.auth, { oldUrl: `${location.pathname}${location.search}` }))
      return
    }
    setError(null)
    try {
      const activity = await open.mutateAsync({ code: code.trim() })
      setOpened({ code: code.trim(), activity })
    } catch (failure) {
      setError(errorMessage(failure))
    }
  }

  // A claim changes the card here: the activity is this page's, not a query's.
  const patch: PatchCampaign = (campaignId, change) =>
    setOpened((old) => (old ? { ...old, activity: { ...old.activity, list: withCampaign(old.activity.list, campaignId, change) } } : old))

  return (
    <div className={s.page}>
      <PageHeader title={t('coupons.codeActivityTitle')} homePath={`/${PAGE.voucherCenter}`} />
      <div className={s.body}>
        {opened ? (
          <>
            <ActivityCampaigns activity={opened.activity} patch={patch} code={opened.code} />
            <button
              type="button"
              className={a.again}
              onClick={() => {
                setOpened(null)
                setCode('')
              }}
            >
              {t('coupons.codeAnother')}
            </button>
          </>
        ) : (
          <form
            className={`${s.card} ${a.codeForm}`}
            onSubmit={(event) => {
              event.preventDefault()
              void submit()
            }}
          >
            <label htmlFor={inputId} className={a.codeLabel}>
              {t('coupons.codeLabel')}
            </label>
            <p id={hintId} className={a.codeHint}>
              {t('coupons.codeHint')}
            </p>
            <input
              id={inputId}
              className={a.codeInput}
              value={code}
              maxLength={CODE_MAX_LENGTH}
              placeholder={t('coupons.codePlaceholder')}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
              aria-invalid={error ? true : undefined}
              onChange={(event) => setCode(event.target.value)}
              data-testid="activity-code"
            />
            {error && (
              <p id={errorId} className={a.codeError} role="alert">
                {error}
              </p>
            )}
            <Button type="submit" block color="primary" shape="rounded" loading={open.isPending} data-testid="activity-code-submit">
              {member ? t('coupons.codeSubmit') : t('coupons.claimLogin')}
            </Button>
          </form>
        )}
      </div>
    </div>
  )
}
