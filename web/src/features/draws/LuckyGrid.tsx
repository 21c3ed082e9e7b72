import { useEffect, useState, type ReactNode } from 'react'
import type { DrawPrize } from '../../api/draws'
import { useLatest } from '../../ui/history'
import { PrizePicture } from './PrizePicture'
import { cellAfter, CENTRE, ringCellOf, ringPrizes, RING, runSteps, stepDelay } from './gridRun'
import type { Spin } from './Wheel'
import s from './LuckyGrid.module.css'

interface Props {
  prizes: readonly DrawPrize[]
  /** The run to make (the same shape as a wheel's spin): a new id starts it. */
  spin: Spin | null
  reduced: boolean
  onStopped: () => void
  /** The draw button at the centre. */
  children: ReactNode
}

/**
 * The 3×3 lucky grid: eight prize cells round the draw button; a light runs round three laps and
 * slows onto the prize won, then calls `onStopped` (at once when motion is reduced). The cells are
 * a picture for screen readers (the prize list below names the prizes, the result is announced).
 */
export function LuckyGrid({ prizes, spin, reduced, onStopped, children }: Props) {
  const cells = ringPrizes(prizes)
  const [lit, setLit] = useState<number | null>(null)
  const stopped = useLatest(onStopped)
  const count = useLatest(prizes.length)
  const still = useLatest(reduced)
  const litNow = useLatest(lit)

  useEffect(() => {
    if (!spin) return
    const stop = ringCellOf(spin.index, count.current)
    if (stop < 0 || still.current) {
      setLit(stop < 0 ? null : stop)
      stopped.current()
      return
    }
    const from = litNow.current
    const total = runSteps(from, stop)
    let step = 0
    let timer = 0
    const tick = () => {
      step += 1
      setLit(cellAfter(from, step))
      timer = step >= total ? window.setTimeout(() => stopped.current(), 300) : window.setTimeout(tick, stepDelay(step + 1, total))
    }
    timer = window.setTimeout(tick, stepDelay(1, total))
    return () => window.clearTimeout(timer)
  }, [spin, stopped, count, still, litNow])

  return (
    <div className={s.grid} data-testid="draw-grid" data-lit={lit ?? undefined}>
      {Array.from({ length: 9 }, (_, position) => {
        if (position === CENTRE) {
          return (
            <div key="centre" className={s.centre}>
              {children}
            </div>
          )
        }
        const cell = RING.indexOf(position as (typeof RING)[number])
        const prize = cells[cell]
        return (
          <div
            key={position}
            className={`${s.cell} ${lit === cell ? s.lit : ''} ${prize?.soldOut ? s.soldOut : ''}`}
            aria-hidden="true"
            data-testid="grid-cell"
            data-cell={cell}
          >
            {prize && (
              <>
                <PrizePicture kind={prize.kind} image={prize.image} className={s.image} />
                <span className={s.name}>{prize.name}</span>
              </>
            )}
          </div>
        )
      })}
    </div>
  )
}
