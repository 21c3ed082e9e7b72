import { useTranslation } from 'react-i18next'
import type { Wish } from '../../api/wishes'
import { GoodsImage } from '../../ui/GoodsImage'
import s from './wishes.module.css'

/**
 * Every card of a campaign with the member's count: a card held shows "× 2", one not held yet is
 * greyed with "not yet". A screen reader hears each as one sentence ("Milk tea: 2 held").
 */
export function WishCards({ wish }: { wish: Pick<Wish, 'title' | 'items'> }) {
  const { t } = useTranslation()
  return (
    <ul className={s.cards} aria-label={t('wishes.cardsLabel', { title: wish.title })} data-testid="wish-cards">
      {wish.items.map((card) => {
        const held = card.count > 0
        return (
          <li key={card.id} className={held ? s.card : `${s.card} ${s.cardMissing}`} data-testid="wish-card" data-id={card.id} data-count={card.count}>
            <span className={s.cardFace} aria-hidden="true">
              <GoodsImage src={card.image} className={s.cardImage} lazy />
              <span className={s.cardName}>{card.name}</span>
              <span className={held ? s.cardCount : s.cardNone}>{held ? `× ${card.count}` : t('wishes.missing')}</span>
            </span>
            <span className="visually-hidden">{held ? t('wishes.cardHeld', { name: card.name, count: card.count }) : t('wishes.cardMissing', { name: card.name })}</span>
          </li>
        )
      })}
    </ul>
  )
}
