import { useTranslation } from 'react-i18next'
import type { MenuGoods } from '../api/menu'
import { parseCents, type Cents } from '../api/money'
import { Price } from '../ui/Price'
import { QtyStepper } from '../ui/QtyStepper'
import { goodsBadge, needsChoices } from './goodsStatus'
import s from './GoodsCard.module.css'
import { GoodsImage } from '../ui/GoodsImage'

interface Props {
  goods: MenuGoods
  /** How many of this goods the cart holds. */
  inCart: number
  onOpen: (goods: MenuGoods) => void
  onAdd: (goods: MenuGoods) => void
  onRemove: (goods: MenuGoods) => void
  /** No more may be added (a coupon's units are chosen): "+" looks disabled, and its handler says why. */
  addBlocked?: boolean
  /** Goods taken with a coupon: a tag (贈品, 憑券換購) and what it costs with the coupon, the menu price struck. */
  offer?: { tag: string; price: Cents | null }
}

export function GoodsCard({ goods, inCart, onOpen, onAdd, onRemove, addBlocked, offer }: Props) {
  const { t } = useTranslation()
  const badge = goodsBadge(goods)
  const choices = needsChoices(goods)
  return (
    <article className={`${s.card} ${badge ? s.unavailable : ''}`} data-testid="goods-card" data-goods-id={goods.goods_id}>
      {/* The photo opens the dish for a finger; keyboards and screen readers use the name's button. */}
      <button type="button" className={s.thumb} onClick={() => onOpen(goods)} aria-hidden="true" tabIndex={-1}>
        <GoodsImage className={s.photo} src={goods.image} lazy />
        {badge && <span className={s.badge}>{badge.key === 'goods.outsideTime' ? t(badge.key, { hours: badge.hours.replace(/-/g, '\u2060-\u2060') }) : t(badge.key)}</span>}
      </button>
      <div className={s.body}>
        <h3 className={s.name}>
          <button type="button" className={s.nameButton} onClick={() => onOpen(goods)}>
            {goods.name}
          </button>
        </h3>
        {goods.desc && <p className={s.desc}>{goods.desc}</p>}
        {offer && (
          <span className={s.offer} data-testid="goods-offer">
            {offer.tag}
          </span>
        )}
        <div className={s.bottom}>
          {offer && offer.price !== null ? <Price value={offer.price} old={parseCents(goods.price)} /> : <Price value={parseCents(goods.price)} old={parseCents(goods.old_price) || null} />}
          {!badge && choices && (
            <button type="button" className={s.choose} onClick={() => onOpen(goods)}>
              {t('goods.choose')}
              {inCart > 0 && <span className={s.count}>{inCart}</span>}
            </button>
          )}
          {!badge && !choices && inCart === 0 && (
            <button type="button" className={s.add} aria-label={`${t('goods.add')} ${goods.name}`} aria-disabled={addBlocked || undefined} onClick={() => onAdd(goods)}>
              +
            </button>
          )}
          {!badge && !choices && inCart > 0 && (
            <QtyStepper size="small" value={inCart} onIncrease={() => onAdd(goods)} onDecrease={() => onRemove(goods)} increaseDisabled={addBlocked} label={goods.name} />
          )}
        </div>
      </div>
    </article>
  )
}
