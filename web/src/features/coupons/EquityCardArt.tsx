import type { CSSProperties } from 'react'
import p from './packs.module.css'

/** An equity card's face: its name on the brand's card colour, with one line under it. */
export function EquityCardArt({ name, color, line }: { name: string; color: string; line: string }) {
  return (
    <span className={p.cardArt} style={{ '--card-color': color || undefined } as CSSProperties}>
      <span className={p.cardArtName}>{name}</span>
      <span className={p.cardArtLine}>{line}</span>
    </span>
  )
}
