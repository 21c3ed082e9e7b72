import { Toast } from 'antd-mobile'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DrawActivityDetail, DrawResult } from '../../api/draws'
import { useLanguage } from '../../i18n'
import { isThankYou } from './prizeWords'
import { useDrawSubmit } from './useDrawSubmit'
import { prizeIndexOf } from './wheel'

/** One draw on its way to the screen: the wheel's or grid's spin, the boxes' run. */
export interface StageRun {
  id: number
  result: DrawResult
  /** The activity's prize the first result is, for the wheel and the grid to stop on (-1: none). */
  index: number
}

interface Options {
  times: number
  orderNo: string | null
  /** The operators' preview: a tap only says that a preview cannot draw. */
  preview: boolean
  signedIn: boolean
  onRefused: () => void
}

/**
 * A draw from tap to result: sends it, lets the game play (`run` until the game calls `stopped`),
 * then shows the result (`showing`) and announces it to screen readers (`announcement`).
 * On the preview, a member's tap of a preview activity asks the server (which answers its
 * "preview mode cannot draw" message); any other tap there says it without asking, so a preview of
 * a live activity never draws for real.
 */
export function useDrawStage(activity: DrawActivityDetail, { times, orderNo, preview, signedIn, onRefused }: Options) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const { submit, busy } = useDrawSubmit(onRefused)
  const [run, setRun] = useState<StageRun | null>(null)
  const [phase, setPhase] = useState<'idle' | 'running' | 'showing'>('idle')

  const start = async () => {
    if (busy || phase === 'running') return
    if (preview && !(signedIn && activity.state === 'preview')) {
      Toast.show({ content: t('draws.preview.cannotDraw') })
      return
    }
    const result = await submit({ id: activity.id, times, ...(orderNo ? { orderNo } : {}) })
    if (!result) return
    const first = result.results[0]
    setRun((previous) => ({ id: (previous?.id ?? 0) + 1, result, index: first ? prizeIndexOf(activity.prizes, first) : -1 }))
    setPhase('running')
  }

  const stopped = useCallback(() => setPhase('showing'), [])
  const close = useCallback(() => setPhase('idle'), [])

  const records = run?.result.results ?? []
  const won = records.filter((record) => !isThankYou(record)).map((record) => record.prizeName)
  const announcement =
    phase === 'running' || busy
      ? t('draws.drawing')
      : phase === 'showing'
        ? won.length > 0
          ? t('draws.result.announceWon', { prizes: new Intl.ListFormat(lang, { type: 'conjunction' }).format(won) })
          : t('draws.result.announceThanks')
        : ''

  return { start, busy: busy || phase === 'running', run, showing: phase === 'showing', stopped, close, announcement }
}
