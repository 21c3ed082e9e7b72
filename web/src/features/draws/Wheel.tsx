import { useEffect, useState, type ReactNode } from 'react'
import type { DrawPrize } from '../../api/draws'
import { useLatest } from '../../ui/history'
import { labelLines, pointAt, segmentCentre, segmentPath, segmentSweep, SPIN_TURNS, wheelStopRotation } from './wheel'
import s from './Wheel.module.css'

/** How long a spin takes (the CSS transition's length). */
export const SPIN_MS = 4200

const RADIUS = 148
const FONT = 12
/** Where a label's lines sit, as parts of the radius: up to three, outermost first (a line or two sit further out). */
const LINE_RADII = [0.8, 0.67, 0.54]
const placeOf = (lines: number, at: number) => RADIUS * (lines === 1 ? 0.74 : lines === 2 ? [0.78, 0.64][at] : LINE_RADII[at])

/** A prize's label fill and text colour: two tones alternating (a third for the last of an odd count), grey when drawn out. */
function toneOf(index: number, count: number, soldOut: boolean): { fill: string; text: string } {
  if (soldOut) return { fill: '#e7e2dd', text: '#4f4740' }
  if (count % 2 === 1 && index === count - 1 && count > 1) return { fill: '#ffd9a8', text: '#5c2a00' }
  return index % 2 === 0 ? { fill: '#fff3e5', text: '#5c2a00' } : { fill: '#b35300', text: '#fff' }
}

/** The widest each line may be (in ems): what fits the segment across at that line's radius, with a margin. */
function lineEms(count: number): number[] {
  return LINE_RADII.map((part) => {
    if (count <= 1) return 9
    const arc = (2 * Math.PI * RADIUS * part * segmentSweep(count)) / 360
    return Math.min(9, (arc * 0.9) / FONT)
  })
}

export interface Spin {
  /** One per draw: a new spin starts when it changes. */
  id: number
  /** The prize to stop on (-1: none of them; the result shows at once). */
  index: number
}

interface Props {
  prizes: readonly DrawPrize[]
  spin: Spin | null
  /** No turning: the wheel is set on the prize at once. */
  reduced: boolean
  onStopped: () => void
  /** The draw button at the centre. */
  children: ReactNode
}

/**
 * The lucky wheel: one segment per prize under a pointer at the top. A spin turns it six times
 * and slows onto the prize won, then calls `onStopped`. For screen readers the wheel is a picture
 * (the prize list below names the prizes, the result is announced).
 */
export function Wheel({ prizes, spin, reduced, onStopped, children }: Props) {
  const [rotation, setRotation] = useState(0)
  const stopped = useLatest(onStopped)
  const count = useLatest(prizes.length)
  const still = useLatest(reduced)

  useEffect(() => {
    if (!spin) return
    if (spin.index < 0) {
      stopped.current()
      return
    }
    setRotation((current) => wheelStopRotation(current, spin.index, count.current, still.current ? 0 : SPIN_TURNS))
    const timer = window.setTimeout(() => stopped.current(), still.current ? 0 : SPIN_MS + 200)
    return () => window.clearTimeout(timer)
  }, [spin, stopped, count, still])

  const ems = lineEms(prizes.length)
  return (
    <div className={s.wheel} data-testid="draw-wheel" data-rotation={rotation}>
      <svg
        className={s.disc}
        viewBox="-160 -160 320 320"
        aria-hidden="true"
        style={{ transform: `rotate(${rotation}deg)`, transition: reduced ? 'none' : `transform ${SPIN_MS}ms cubic-bezier(0.15, 0.6, 0.12, 1)` }}
      >
        <circle r="158" fill="#8f4200" />
        <circle r="151" fill="#fbe3c4" />
        {prizes.map((prize, index) => {
          const tone = toneOf(index, prizes.length, prize.soldOut)
          const lines = labelLines(prize.name, ems)
          return (
            <g key={prize.id} data-testid="wheel-segment" data-index={index}>
              <path d={segmentPath(index, prizes.length, RADIUS)} fill={tone.fill} stroke="#fbe3c4" strokeWidth="1.5" />
              <g transform={`rotate(${segmentCentre(index, prizes.length)})`}>
                <text className={s.label} fill={tone.text} fontSize={FONT} textAnchor="middle" dominantBaseline="central">
                  {lines.map((line, at) => (
                    <tspan key={at} x="0" y={-placeOf(lines.length, at)}>
                      {line}
                    </tspan>
                  ))}
                </text>
              </g>
            </g>
          )
        })}
        {prizes.map((prize, index) => {
          const [x, y] = pointAt(index * segmentSweep(prizes.length), 154)
          return <circle key={prize.id} cx={x} cy={y} r="3.2" fill="#ffe7b0" />
        })}
      </svg>
      <svg className={s.pointer} viewBox="0 0 32 40" aria-hidden="true">
        <path d="M16 38 L3 8 A14 14 0 0 1 29 8 Z" fill="#8f4200" stroke="#fff" strokeWidth="2.5" strokeLinejoin="round" />
        <circle cx="16" cy="12" r="4" fill="#fff" />
      </svg>
      <div className={s.hub}>{children}</div>
    </div>
  )
}
