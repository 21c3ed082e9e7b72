import { Button, Toast } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { useRedeemCode } from '../../api/coupons'
import { isMemberWithPhone, useSession } from '../../api/session'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { createRetryKeys } from '../../checkout/attemptKeys'
import { isLostAnswer } from '../../checkout/submitError'
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
  const [code, setCode] = useState('')
  const redeemCode = useRedeemCode()
  const [keys] = useState(() => createRetryKeys())

  const submit = async () => {
    if (!isMemberWithPhone(session)) {
      navigate(pageUrl(PAGE.auth, { oldUrl: `${location.pathname}${location.search}` }))
      return
    }
    const action = `code:${code.trim().toUpperCase()}`
    try {
      const coupon = await redeemCode.mutateAsync({ code: code.trim(), idempotencyKey: keys.keyFor(action) })
      keys.settle(action)
      setCode('')
      Toast.show({ content: t('coupons.redeemed', { name: coupon.couponName }), icon: 'success' })
    } catch (error) {
      // A lost answer keeps the key (the retry cannot redeem twice); the query client said why.
      if (!isLostAnswer(error)) keys.settle(action)
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
      <Button type="submit" color="primary" shape="rounded" loading={redeemCode.isPending}>
        {t('coupons.redeem')}
      </Button>
    </form>
  )
}
