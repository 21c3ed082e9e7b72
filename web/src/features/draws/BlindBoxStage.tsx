import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DrawRecord } from '../../api/draws'
import { useLatest } from '../../ui/history'
import { PrizePicture } from './PrizePicture'
import s from './BlindBoxStage.module.css'

/** How long the boxes shake, then how long they take to open, before the result shows. */
export const SHAKE_MS = 1000
export const OPEN_MS = 600

/** One draw's boxes: a new run (a new id) closes the boxes and starts again. */
export interface BoxRun {
  id: number
  result: { results: readonly DrawRecord[] }
}

interface Props {
  /** Boxes on show: 1, or a multi-draw's size. */
  count: number
  run: BoxRun | null
  reduced: boolean
  onOpened: () => void
}

type Phase = 'closed' | 'shaking' | 'open'

/**
 * Blind boxes: closed until a draw, then they shake, open and show what each held (and stay open
 * until the next draw); `onOpened` then. With reduced motion they open at once, without shaking.
 */
export function BlindBoxStage({ count, run, reduced, onOpened }: Props) {
  const { t } = useTranslation()
  const [phase, setPhase] = useState<Phase>('closed')
  const opened = useLatest(onOpened)
  const still = useLatest(reduced)

  useEffect(() => {
    if (!run) return
    if (still.current) {
      setPhase('open')
      opened.current()
      return
    }
    setPhase('shaking')
    let timer = window.setTimeout(() => {
      setPhase('open')
      timer = window.setTimeout(() => opened.current(), OPEN_MS)
    }, SHAKE_MS)
    return () => window.clearTimeout(timer)
  }, [run, opened, still])

  const shown = phase === 'open' && run ? run.result.results : null
  const boxes = Math.max(count, shown?.length ?? 0)
  return (
    <ul className={`${s.boxes} ${boxes > 1 ? s.many : s.one}`} data-testid="blind-boxes" data-phase={phase} aria-label={t('draws.blindBox.boxes')}>
      {Array.from({ length: boxes }, (_, index) => {
        const record = shown?.[index]
        return (
          <li key={index} className={`${s.box} ${phase === 'shaking' ? s.shaking : ''} ${record ? s.open : ''}`} style={{ animationDelay: `${(index % 4) * 60}ms` }} data-testid="blind-box">
            {record ? (
              <span className={s.inside} data-testid="blind-box-prize" data-kind={record.kind}>
                <PrizePicture kind={record.kind} image={record.prizeImage} className={s.prizeImage} />
                <span className={s.prizeName}>{record.prizeName || t('draws.status.none')}</span>
              </span>
            ) : (
              <span className={s.closed}>
                <span className="visually-hidden">{t('draws.blindBox.closed')}</span>
                <svg viewBox="0 0 100 100" className={s.art} aria-hidden="true">
                  <rect x="14" y="40" width="72" height="52" rx="6" fill="#8f4200" />
                  <rect x="44" y="40" width="12" height="52" fill="#ffd34d" />
                  <g className={s.lid}>
                    <rect x="8" y="26" width="84" height="18" rx="5" fill="#b35300" />
                    <rect x="44" y="26" width="12" height="18" fill="#ffd34d" />
                    <path d="M50 26c-8-14-24-12-16-2M50 26c8-14 24-12 16-2" stroke="#ffd34d" strokeWidth="5" fill="none" strokeLinecap="round" />
                  </g>
                  <text x="30" y="76" fontSize="26" fontWeight="800" fill="#fff3e5" textAnchor="middle">
                    ?
                  </text>
                  <text x="70" y="76" fontSize="26" fontWeight="800" fill="#fff3e5" textAnchor="middle">
                    ?
                  </text>
                </svg>
              </span>
            )}
          </li>
        )
      })}
    </ul>
  )
}
