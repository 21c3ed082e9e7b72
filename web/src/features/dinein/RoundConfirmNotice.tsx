import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import type { RoundConfirm } from './roundConfirm'
import s from './Dine.module.css'

interface Props {
  state: Exclude<RoundConfirm, 'none'>
  /** The dishes waiting. */
  count: number
  /** Opens the waiting dishes. */
  onView: () => void
}

/**
 * Everyone at the table sees a large round waiting: the one who asked is told it waits for someone
 * else, the others that their "confirm round" sends it to the kitchen.
 */
export function RoundConfirmNotice({ state, count, onView }: Props) {
  const { t } = useTranslation()
  return (
    <div className={s.confirmNotice} role="status" data-testid="round-confirm-notice" data-state={state}>
      <p className={s.confirmNoticeText}>
        <strong>{t('dinein.largeRound', { count })}</strong>
        <span>{t(state === 'askedByMe' ? 'dinein.askedByMeNotice' : 'dinein.toConfirmNotice')}</span>
      </p>
      <Button className={s.noticeButton} size="small" shape="rounded" fill="outline" onClick={onView}>
        {t('dinein.viewDishes')}
      </Button>
    </div>
  )
}
