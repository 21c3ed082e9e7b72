import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import type { DrawActivityDetail } from '../../api/draws'
import { PAGE, pageUrl } from '../../app/pagePaths'
import type { ActivityVariant } from './ActivityScreen'
import { ActivityFacts } from './ActivityFacts'
import { BlindBoxStage } from './BlindBoxStage'
import { DrawHub } from './DrawHub'
import { BLOCK_REASON_ID, DrawPanel } from './DrawPanel'
import { DrawResultDialog } from './DrawResultDialog'
import { LuckyGrid } from './LuckyGrid'
import { PrizePool } from './PrizePool'
import { RulesCard } from './RulesCard'
import { useDrawGate } from './useDrawGate'
import { useDrawStage } from './useDrawStage'
import { useReducedMotion } from './useReducedMotion'
import { Wheel } from './Wheel'
import s from './draws.module.css'

interface Props {
  activity: DrawActivityDetail
  variant: ActivityVariant
  orderNo: string | null
  /** A refused draw reads the activity again (chances, points, stock). */
  onRefused: () => void
}

/**
 * An activity as members see it: the game for its kind (wheel, grid or blind boxes) with the draw
 * button, the member's chances, cost and points with the reason drawing is not possible, what can
 * be won and the rules; the result in a dialog and to screen readers.
 */
export function ActivityBody({ activity, variant, orderNo, onRefused }: Props) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const reduced = useReducedMotion()
  const preview = variant === 'preview'
  const times = variant === 'multi' ? activity.multiCount : 1
  const gate = useDrawGate(activity, { times, orderNo, preview })
  const stage = useDrawStage(activity, { times, orderNo, preview, signedIn: gate.signedIn, onRefused })
  const visitor = gate.block === 'signIn'
  const box = activity.kind === 'blind_box'

  const hub = (shape: 'round' | 'square' | 'bar') => (
    <DrawHub
      shape={shape}
      label={visitor ? t('draws.signInToDraw') : box ? (times > 1 ? t('draws.blindBox.openMany', { count: times }) : t('draws.blindBox.open')) : t('draws.drawNow')}
      sub={visitor ? undefined : activity.costPoints > 0 ? t('draws.costOf', { points: (activity.costPoints * times).toLocaleString('en') }) : t('draws.free')}
      disabled={!!gate.block && !visitor}
      busy={stage.busy}
      describedBy={gate.reason && !visitor ? BLOCK_REASON_ID : undefined}
      onClick={visitor ? gate.signIn : () => void stage.start()}
    />
  )
  const otherMode = variant === 'multi' ? PAGE.blindBox : PAGE.blindBoxMulti

  return (
    <div className={s.body}>
      <ActivityFacts activity={activity} />
      {activity.kind === 'grid' ? (
        <LuckyGrid prizes={activity.prizes} spin={stage.run} reduced={reduced} onStopped={stage.stopped}>
          {hub('square')}
        </LuckyGrid>
      ) : box ? (
        <section className={s.boxStage} aria-label={t('draws.kind.blindBox')}>
          <BlindBoxStage count={times} run={stage.run} reduced={reduced} onOpened={stage.stopped} />
          {hub('bar')}
          {!preview && !activity.perOrder && activity.multiCount > 1 && (
            <button type="button" className={s.modeLink} onClick={() => navigate(pageUrl(otherMode, { id: activity.id }), { replace: true })} data-testid="blind-box-mode">
              {variant === 'multi' ? t('draws.blindBox.openOne') : t('draws.blindBox.switchMany', { count: activity.multiCount })}
            </button>
          )}
        </section>
      ) : (
        <Wheel prizes={activity.prizes} spin={stage.run} reduced={reduced} onStopped={stage.stopped}>
          {hub('round')}
        </Wheel>
      )}
      <DrawPanel activity={activity} block={gate.block} reason={gate.reason} preview={preview} onSignIn={gate.signIn} />
      <PrizePool prizes={activity.prizes} />
      <RulesCard activity={activity} />
      <p className="visually-hidden" role="status" aria-live="polite" data-testid="draw-announcement">
        {stage.announcement}
      </p>
      <DrawResultDialog result={stage.run?.result ?? null} visible={stage.showing} onClose={stage.close} />
    </div>
  )
}
