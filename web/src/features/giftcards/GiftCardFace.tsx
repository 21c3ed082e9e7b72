import type { CSSProperties, ReactNode } from 'react'
import s from './giftcards.module.css'

interface Props {
  name: string
  color: string
  /** The big figure: a balance or a face value. */
  value: string
  label?: string
  meta?: ReactNode
  testId?: string
}

/** A gift card's face: the batch's colour, its name, a figure and a status. */
export function GiftCardFace({ name, color, value, label, meta, testId }: Props) {
  return (
    <div className={s.face} style={{ '--face-color': color || undefined } as CSSProperties} data-testid={testId}>
      <div className={s.faceTop}>
        <p className={s.faceName}>{name}</p>
        {label && <span className={s.faceLabel}>{label}</span>}
      </div>
      <p className={s.faceValue}>{value}</p>
      {meta && <p className={s.faceMeta}>{meta}</p>}
    </div>
  )
}
