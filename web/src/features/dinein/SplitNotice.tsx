import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import type { TableSplit } from '../../api/dinein'
import { formatMoney, parseCents } from '../../api/money'
import { useLanguage } from '../../i18n'
import { splitStep } from './dineLogic'
import s from './Dine.module.css'

interface Props {
  split: TableSplit
  /** Opens the pay page for the reader's part. */
  onPay: () => void
  /** Calls the split off (only its starter): every part paid goes back. */
  onCallOff: () => void
}

/**
 * A bill split equally, as everyone at the table sees it while the parts come in: how many are
 * paid, who paid (the reader's own marked), and the reader's next step (pay their part, wait for
 * their card, or nothing more).
 */
export function SplitNotice({ split, onPay, onCallOff }: Props) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const money = (value: string) => formatMoney(parseCents(value), lang)
  const step = splitStep(split)
  return (
    <section className={s.splitNotice} role="status" aria-labelledby="split-title" data-testid="split-notice" data-step={step}>
      <div className={s.splitHead}>
        <strong id="split-title">{t('dinein.splitTitle', { people: split.people })}</strong>
        <span data-testid="split-progress">
          {t('dinein.splitProgress', { paid: split.paidParts, people: split.people, paidPrice: money(split.paidPrice), price: money(split.price) })}
        </span>
      </div>
      <div className={s.splitBar} aria-hidden="true">
        <span style={{ width: `${Math.round((100 * split.paidParts) / split.people)}%` }} />
      </div>
      {split.payers.length > 0 && (
        <ul className={s.splitPayers}>
          {split.payers.map((payer, index) => (
            <li key={index}>
              <span>
                {t(payer.yours ? 'dinein.splitPayerYou' : 'dinein.splitPayerFriend')} · {t('dinein.splitParts', { count: payer.parts })} · {money(payer.price)}
              </span>
              <span className={payer.paid ? s.splitPaid : s.muted}>{t(payer.paid ? 'dinein.splitPaid' : 'dinein.splitPaying')}</span>
            </li>
          ))}
        </ul>
      )}
      <div className={s.splitActions}>
        {step === 'pay' && (
          <Button color="primary" shape="rounded" onClick={onPay} data-testid="split-pay-mine">
            {t('dinein.splitPayMine')} · {money(split.partPrice)}
          </Button>
        )}
        {step === 'paid' && <span className={s.splitPaid}>✓ {t('dinein.splitYouPaid')}</span>}
        {step === 'confirming' && <span>{t('dinein.splitYoursPending')}</span>}
        {step === 'allTaken' && <span>{t('dinein.splitAllTaken')}</span>}
        {split.startedByYou && (
          <Button shape="rounded" fill="outline" onClick={onCallOff} data-testid="split-call-off">
            {t('dinein.splitCancel')}
          </Button>
        )}
      </div>
    </section>
  )
}
