import { useTranslation } from 'react-i18next'
import type { InviteOverview } from '../../api/invites'
import { formatPoints } from '../../ui/format'
import s from './invites.module.css'

/** The member's invitations so far: friends who came, friends who ordered, and the points and coupons they brought. */
export function InviteTotals({ overview }: { overview: InviteOverview }) {
  const { t } = useTranslation()
  const figures = [
    { key: 'friends', label: t('invite.totals.friends'), value: overview.friends },
    { key: 'ordered', label: t('invite.totals.ordered'), value: overview.ordered },
    { key: 'points', label: t('invite.totals.points'), value: overview.points },
    { key: 'coupons', label: t('invite.totals.coupons'), value: overview.coupons },
  ]
  return (
    <section className={s.card} aria-labelledby="invite-totals-title">
      <h2 className={s.cardTitle} id="invite-totals-title">
        {t('invite.totalsTitle')}
      </h2>
      <dl className={s.totals}>
        {figures.map((figure) => (
          <div key={figure.key} className={s.total}>
            <dt>{figure.label}</dt>
            <dd data-testid={`invite-total-${figure.key}`}>{formatPoints(figure.value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
