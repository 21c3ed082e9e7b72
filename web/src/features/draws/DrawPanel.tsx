import { useTranslation } from 'react-i18next'
import type { DrawActivityDetail } from '../../api/draws'
import { formatPoints } from '../../ui/format'
import l from '../../ui/LedgerPage.module.css'
import { chancesMessage, type DrawBlock } from './drawRules'
import s from './draws.module.css'

export const BLOCK_REASON_ID = 'draw-block-reason'

interface Props {
  activity: DrawActivityDetail
  block: DrawBlock | null
  /** The block in words (null when nothing blocks). */
  reason: string | null
  /** The operators' preview: no chances, no sign-in prompt. */
  preview?: boolean
  onSignIn: () => void
}

/**
 * Beside the game: the member's chances, what a draw costs and their points, and why drawing is
 * not possible now; a visitor is asked to sign in instead (as the points mall asks).
 */
export function DrawPanel({ activity, block, reason, preview = false, onSignIn }: Props) {
  const { t } = useTranslation()
  const chances = activity.chances
  const chancesText = chances ? chancesMessage(chances, activity.perOrder) : null
  const visitor = block === 'signIn' && !preview
  return (
    <>
      {visitor && (
        <section className={l.balanceCard} data-testid="draw-sign-in">
          <p className={s.promptText}>{t('draws.signInPrompt')}</p>
          <div className={l.cardActions}>
            <button type="button" className={l.cardLink} onClick={onSignIn}>
              {t('draws.signIn')}
            </button>
          </div>
        </section>
      )}
      <section className={s.card} aria-label={t('draws.panelLabel')}>
        <dl className={s.panel}>
          {chances && !preview && (
            <div className={s.panelItem}>
              <dt>{t('draws.chancesLabel')}</dt>
              <dd data-testid="draw-chances">{chancesText && t(chancesText.key, chancesText.values)}</dd>
            </div>
          )}
          <div className={s.panelItem}>
            <dt>{t('draws.costLabel')}</dt>
            <dd data-testid="draw-cost">{activity.costPoints > 0 ? t('draws.costOf', { points: formatPoints(activity.costPoints) }) : t('draws.free')}</dd>
          </div>
          {chances && !preview && (
            <div className={s.panelItem}>
              <dt>{t('draws.balance')}</dt>
              <dd data-testid="draw-balance">{formatPoints(chances.balance)}</dd>
            </div>
          )}
        </dl>
        {reason && !visitor && (
          <p className={s.blockReason} id={BLOCK_REASON_ID} data-testid="draw-block-reason" data-block={block}>
            {reason}
          </p>
        )}
      </section>
    </>
  )
}
