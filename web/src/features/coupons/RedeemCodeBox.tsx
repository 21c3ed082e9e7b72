import { useQueryClient } from '@tanstack/react-query'
import { Button, Toast } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { ApiError, errorMessage, isSilentError, NETWORK_ERROR, TIMEOUT_ERROR } from '../../api/client'
import { COUPON_KEY, redeemCode } from '../../api/coupons'
import { isMemberWithPhone, useSession } from '../../api/session'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { createRetryKeys } from './retryKeys'
import s from './coupons.module.css'

/** spec 001 §9: an invite or discount code has at most 32 characters. */
export const CODE_MAX_LENGTH = 32

/**
 * Redeem by code. The server judges the code and its message is shown as it says it (兑换码无效~,
 * 请输入正确的优惠码), so an empty code is sent too rather than judged twice.
 */
export function RedeemCodeBox() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  const session = useSession()
  const client = useQueryClient()
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [keys] = useState(() => createRetryKeys())

  const submit = async () => {
    if (!isMemberWithPhone(session)) {
      navigate(pageUrl(PAGE.auth, { oldUrl: `${location.pathname}${location.search}` }))
      return
    }
    setBusy(true)
    const action = `code:${code.trim().toUpperCase()}`
    try {
      const coupon = await redeemCode(code.trim(), keys.keyFor(action))
      keys.settle(action)
      setCode('')
      Toast.show({ content: t('coupons.redeemed', { name: coupon.couponName }), icon: 'success' })
      void client.invalidateQueries({ queryKey: COUPON_KEY })
    } catch (error) {
      if (!(error instanceof ApiError && (error.code === NETWORK_ERROR || error.code === TIMEOUT_ERROR))) keys.settle(action)
      if (!isSilentError(error)) Toast.show({ content: errorMessage(error) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      className={s.redeem}
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <input
        className={s.redeemInput}
        value={code}
        maxLength={CODE_MAX_LENGTH}
        placeholder={t('coupons.redeemPlaceholder')}
        aria-label={t('coupons.redeemTitle')}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" color="primary" shape="rounded" loading={busy}>
        {t('coupons.redeem')}
      </Button>
    </form>
  )
}
