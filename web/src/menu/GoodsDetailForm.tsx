import { Button, Toast } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { GOODS_ON_SALE, type GoodsDetail } from '../api/menu'
import { formatMoney, parseCents } from '../api/money'
import { useLanguage } from '../i18n'
import { Chip } from '../ui/Chip'
import { Price } from '../ui/Price'
import { QtyStepper } from '../ui/QtyStepper'
import type { CartAddBody, ServerCart } from '../api/cart'
import { addBodyForSelection, goodsQuantity } from './cart'
import { goodsBadge } from './goodsStatus'
import {
  restoreSelection,
  isPicked,
  applicableAttrs,
  missingChoices,
  oldUnitPrice,
  selectSpec,
  toggleAttrValue,
  togglePackageItem,
  totalPrice,
  unitPrice,
} from './selection'
import { draftOf, forgetDraft, keepDraft } from './selectionDrafts'
import s from './GoodsDetailSheet.module.css'
import { GoodsImage } from '../ui/GoodsImage'

interface Props {
  detail: GoodsDetail
  cart: ServerCart | undefined
  onAdd: (body: CartAddBody) => Promise<unknown>
  onDone: () => void
  /** Goods taken with a coupon: how many more it covers, and what to say when that is reached. */
  cap?: QuantityCap
}

export interface QuantityCap {
  left: number
  full: string
}

export function GoodsDetailForm({ detail, cart, onAdd, onDone, cap }: Props) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const [selection, setSelection] = useState(() => restoreSelection(detail, draftOf(detail.goods_id)?.selection))
  const minimum = Math.max(1, Math.floor(detail.unitnum) || 1)
  const inCart = goodsQuantity(cart, detail.goods_id)
  const [adding, setAdding] = useState(false)
  const withinLimit = (count: number) => (detail.limitNum <= 0 || inCart + count <= detail.limitNum) && (!cap || count <= cap.left)
  // The quantity of a closed sheet comes back only while it is still allowed (limit, coupon units).
  const [quantity, setQuantity] = useState(() => {
    const earlier = draftOf(detail.goods_id)?.quantity ?? minimum
    return earlier > minimum && withinLimit(earlier) ? earlier : minimum
  })
  // Closing the sheet (back, a tap outside) keeps the choices for the next time it opens.
  useEffect(() => keepDraft(detail.goods_id, { selection, quantity }), [detail.goods_id, selection, quantity])

  const missing = missingChoices(detail, selection)
  const badge = goodsBadge(detail)
  const unit = unitPrice(detail, selection)
  const old = oldUnitPrice(detail, selection)
  const total = totalPrice(detail, selection, quantity)
  const plus = (amount: string) => (parseCents(amount) > 0 ? `+${formatMoney(parseCents(amount), lang)}` : undefined)

  const increase = () => {
    if (!withinLimit(quantity + 1)) {
      Toast.show({ content: cap && quantity + 1 > cap.left ? cap.full : t('goods.limitReached') })
      return
    }
    setQuantity(quantity + 1)
  }

  const add = async () => {
    setAdding(true)
    const answer = await onAdd(addBodyForSelection(detail, selection, quantity, unit))
    setAdding(false)
    if (!answer) return
    Toast.show({ content: t('goods.added'), icon: 'success', duration: 1200 })
    onDone()
    forgetDraft(detail.goods_id)
  }

  const missingLabel = missing[0] === 'spec' ? t('goods.spec') : missing[0]

  return (
    <>
      <div className={s.scroll}>
        <GoodsImage className={s.image} src={detail.image} />
        <div className={s.head}>
          <h2 className={s.name}>{detail.name}</h2>
          {detail.desc && <p className={s.desc}>{detail.desc}</p>}
        </div>

        {detail.specs.length > 0 && (
          <section className={s.group}>
            <h3 className={s.groupTitle} id="spec-title">
              {t('goods.spec')} <span className={s.required}>{t('goods.required')}</span>
            </h3>
            <div className={s.chips} role="radiogroup" aria-labelledby="spec-title">
              {detail.specs.map((spec) => (
                <Chip
                  key={spec.option_id}
                  selected={selection.specId === spec.option_id}
                  disabled={spec.status !== GOODS_ON_SALE}
                  onClick={() => setSelection(selectSpec(selection, spec.option_id))}
                  extra={formatMoney(parseCents(spec.price), lang)}
                >
                  {spec.name}
                </Chip>
              ))}
            </div>
          </section>
        )}

        {applicableAttrs(detail, selection).map((attr) => (
          <section className={s.group} key={attr.attr_id}>
            <h3 className={s.groupTitle} id={`attr-${attr.attr_id}`}>
              {attr.name}{' '}
              <span className={attr.required ? s.required : s.optional}>
                {attr.required ? t('goods.required') : attr.multiple ? t('goods.multiple') : t('goods.optional')}
              </span>
            </h3>
            <div className={s.chips} role={attr.multiple ? 'group' : 'radiogroup'} aria-labelledby={`attr-${attr.attr_id}`}>
              {attr.values.map((value) => (
                <Chip
                  key={value.value_id}
                  role={attr.multiple ? 'checkbox' : 'radio'}
                  selected={(selection.attrs[attr.attr_id] ?? []).includes(value.value_id)}
                  onClick={() => setSelection(toggleAttrValue(selection, attr, value.value_id))}
                  extra={plus(value.attrPrice)}
                >
                  {value.name}
                </Chip>
              ))}
            </div>
          </section>
        ))}

        {detail.packageGroups.map((group) => (
          <section className={s.group} key={group.group_id}>
            <h3 className={s.groupTitle} id={`group-${group.group_id}`}>
              {group.name} <span className={s.required}>{t('goods.pick', { count: group.pick })}</span>
              <span className={s.picked}>{t('goods.picked', { picked: (selection.packages[group.group_id] ?? []).length, count: group.pick })}</span>
            </h3>
            <div className={s.chips} role={group.pick === 1 ? 'radiogroup' : 'group'} aria-labelledby={`group-${group.group_id}`}>
              {group.items.map((item) => (
                <Chip
                  key={`${item.goods_id}-${item.option_id}`}
                  role={group.pick === 1 ? 'radio' : 'checkbox'}
                  selected={isPicked(selection, group, item)}
                  disabled={item.status !== GOODS_ON_SALE}
                  onClick={() => setSelection(togglePackageItem(selection, group, item))}
                  extra={plus(item.addPrice)}
                >
                  {item.name}
                </Chip>
              ))}
            </div>
          </section>
        ))}

        <section className={`${s.group} ${s.quantityRow}`}>
          <div>
            <h3 className={s.groupTitle}>{t('goods.quantity')}</h3>
            <p className={s.limits}>
              {minimum > 1 && <span>{t('goods.minQuantity', { count: minimum })}</span>}
              {detail.limitNum > 0 && <span>{t('goods.maxQuantity', { count: detail.limitNum })}</span>}
              {detail.limitNum > 0 && inCart > 0 && <span>· {t('cart.count', { count: inCart })}</span>}
              {cap && <span data-testid="coupon-cap">{cap.left > 0 ? t('goods.couponLeft', { count: cap.left }) : cap.full}</span>}
            </p>
          </div>
          <QtyStepper
            value={quantity}
            min={minimum}
            onDecrease={() => setQuantity(Math.max(minimum, quantity - 1))}
            onIncrease={increase}
            increaseDisabled={!withinLimit(quantity + 1)}
            label={t('goods.quantity')}
          />
        </section>
      </div>

      <footer className={s.footer}>
        <div className={s.total}>
          <Price value={total} old={old !== null && old > unit ? ((old * quantity) as typeof total) : null} size="large" testId="detail-price" />
          {cap?.left === 0 && !badge && <span className={s.hint}>{cap.full}</span>}
          {missing.length > 0 && !badge && cap?.left !== 0 && <span className={s.hint}>{t('goods.chooseRequired', { name: missingLabel })}</span>}
          {badge && <span className={s.hint}>{t('goods.unavailable')}</span>}
        </div>
        <Button color="primary" shape="rounded" size="large" className={s.addButton} disabled={missing.length > 0 || badge !== null || cap?.left === 0} loading={adding} onClick={() => void add()}>
          {t('goods.addToCart')}
        </Button>
      </footer>
    </>
  )
}
