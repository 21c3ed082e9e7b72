import { Button, Toast } from 'antd-mobile'
import { useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { exchangeGiftCard } from '../../api/giftcards'
import { toastError } from '../../app/errorToast'
import { PAGE, pageUrl } from '../../app/pagePaths'
import s from '../../ui/LedgerPage.module.css'
import { PageHeader } from '../../ui/PageHeader'
import g from './giftcards.module.css'

/**
 * member/pages/voucher/exchange/index: a physical gift card's 16-digit number and its password
 * (spec 000 §5) put the card in the member's account, once. Tries are limited.
 */
export default function ExchangeGiftCardPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const client = useQueryClient()
  const [cardNo, setCardNo] = useState('')
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)
  const digits = cardNo.replace(/\D/g, '')
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (digits.length !== 16 || password.length === 0) {
      Toast.show({ content: t('giftcards.exchangeIncomplete') })
      return
    }
    setBusy(true)
    try {
      const card = await exchangeGiftCard(digits, password)
      await client.invalidateQueries({ queryKey: ['member'] })
      Toast.show({ content: t('giftcards.exchanged'), icon: 'success' })
      navigate(pageUrl(PAGE.giftCardDetail, { id: card.id }), { replace: true })
    } catch (error) {
      toastError(error)
      setPassword('')  // the number stays to be corrected
    } finally {
      setBusy(false)
    }
  }
  // Shown in fours as printed on the card.
  const grouped = digits.replace(/(\d{4})(?=\d)/g, '$1 ')
  return (
    <div className={s.page}>
      <PageHeader title={t('giftcards.exchangeTitle')} homePath={`/${PAGE.myGiftCards}`} />
      <div className={s.body}>
        <form className={`${s.ruleCard} ${g.form}`} onSubmit={(event) => void submit(event)}>
          <label className={g.field}>
            {t('giftcards.cardNo')}
            <input
              className={g.input}
              inputMode="numeric"
              autoComplete="off"
              maxLength={19}
              value={grouped}
              onChange={(event) => setCardNo(event.target.value.replace(/\D/g, '').slice(0, 16))}
              placeholder="0000 0000 0000 0000"
              data-testid="exchange-card-no"
            />
          </label>
          <label className={g.field}>
            {t('giftcards.password')}
            <input
              className={g.input}
              type="password"
              inputMode="numeric"
              autoComplete="off"
              maxLength={32}
              value={password}
              onChange={(event) => setPassword(event.target.value.trim())}
              data-testid="exchange-password"
            />
          </label>
          <p className={g.note}>{t('giftcards.exchangeNote')}</p>
          <Button block type="submit" color="primary" shape="rounded" className={g.buy} loading={busy}>
            {t('giftcards.exchange')}
          </Button>
        </form>
      </div>
    </div>
  )
}
