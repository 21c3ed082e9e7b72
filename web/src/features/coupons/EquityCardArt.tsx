import type { CSSProperties } from 'react'
import { parseCents } from '../../api/money'
import type { RightsCard } from '../../api/rights'
import { Price } from '../../ui/Price'
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

/** An equity card on sale: its face and price, opening its page (`testId` names the list it is in). */
export function EquityCardOnSale({ card, line, testId, onOpen }: { card: RightsCard; line: string; testId: string; onOpen: () => void }) {
  return (
    <button type="button" className={p.cardButton} onClick={onOpen} data-testid={testId}>
      <EquityCardArt name={card.name} color={card.color} line={line} />
      <span className={p.cardPrice}>
        <Price value={parseCents(card.price)} old={card.originalPrice ? parseCents(card.originalPrice) : null} />
      </span>
    </button>
  )
}
