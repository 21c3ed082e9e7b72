import { useTranslation } from 'react-i18next'
import type { ConfirmProblem } from '../api/order'
import s from './Checkout.module.css'

/** What the server says stands in the way of (blocking) or should be known before a checkout. */
export function CheckoutProblems({ problems }: { problems: readonly ConfirmProblem[] }) {
  const { t } = useTranslation()
  if (problems.length === 0) return null
  return (
    <ul className={s.problems} aria-label={t('checkout.problems')} data-testid="checkout-problems">
      {problems.map((problem) => (
        <li key={problem.code + problem.message} className={problem.blocking ? s.blocking : undefined}>
          {problem.message}
        </li>
      ))}
    </ul>
  )
}
