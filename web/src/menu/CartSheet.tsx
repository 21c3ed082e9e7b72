import { Button, Checkbox, Dialog } from 'antd-mobile'
import { DeleteOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { lineCouponCode, lineDetails, type ServerCart, type ServerCartLine } from '../api/cart'
import { parseCents } from '../api/money'
import { CouponLineTag } from './CouponLineTag'
import { EmptyView } from '../ui/PageStates'
import { Price } from '../ui/Price'
import { QtyStepper } from '../ui/QtyStepper'
import { allSelected, cartLines, cartSummary, pockets } from './cart'
import s from './CartSheet.module.css'
import { GoodsImage } from '../ui/GoodsImage'
import { Sheet } from '../ui/Sheet'

interface Props {
  visible: boolean
  cart: ServerCart | undefined
  onIncrease: (line: ServerCartLine) => void
  /** A line that may not grow (its coupon's units are chosen): "+" looks disabled; onIncrease says why. */
  increaseBlocked?: (line: ServerCartLine) => boolean
  onDecrease: (line: ServerCartLine) => void
  /** One line, or every line when `line` is null. */
  onSelect: (line: ServerCartLine | null, selected: boolean) => void
  /** Empties the cart; the sheet closes once it is done. */
  onClear: () => Promise<unknown>
  onClose: () => void
  onCheckout: () => void
}

/**
 * The server's cart: pockets, lines (unavailable ones greyed with their reason; those taken with a
 * coupon tagged), selection, fees.
 */
export function CartSheet({ visible, cart, onIncrease, increaseBlocked, onDecrease, onSelect, onClear, onClose, onCheckout }: Props) {
  const { t } = useTranslation()
  const lines = cartLines(cart)
  const summary = cartSummary(cart)
  const groups = pockets(cart)
  const clear = async () => {
    const confirmed = await Dialog.confirm({ content: t('cart.clearConfirm'), confirmText: t('common.confirm'), cancelText: t('common.cancel') })
    if (!confirmed) return
    await onClear()
    onClose()
  }
  const boxFee = parseCents(cart?.box_price)
  const bagFee = parseCents(cart?.bag_fee)
  const deliveryFee = parseCents(cart?.delivery_fee)
  return (
    <Sheet visible={visible} onClose={onClose} bodyClassName={s.sheet}>
      <div role="dialog" aria-modal="true" aria-labelledby="cart-title" className={s.dialog}>
        <header className={s.header}>
          <h2 id="cart-title" className={s.title}>
            {t('cart.title')}
          </h2>
          {lines.length > 0 && (
            <Checkbox className={s.selectAll} checked={allSelected(cart)} onChange={(checked) => onSelect(null, checked)}>
              {t('cart.selectAll')}
            </Checkbox>
          )}
          {lines.length > 0 && (
            <button type="button" className={s.clear} onClick={() => void clear()}>
              <DeleteOutline /> {t('cart.clear')}
            </button>
          )}
        </header>
        <ul className={s.lines}>
          {lines.length === 0 && <EmptyView title={t('cart.empty')} />}
          {groups.map((group) => (
            <li key={group.packBag} className={s.pocket}>
              {groups.length > 1 && <div className={s.pocketTitle}>{t('cart.pocket', { n: group.packBag })}</div>}
              <ul className={s.pocketLines}>
                {group.lines.map((line) => {
                  const details = lineDetails(line)
                  return (
                    <li key={line.id} className={`${s.line} ${line.available ? '' : s.unavailable}`} data-testid="cart-line">
                      <Checkbox
                        className={s.check}
                        checked={line.available && line.selected === 1}
                        disabled={!line.available}
                        onChange={(checked) => onSelect(line, checked)}
                      >
                        <span className="visually-hidden">{line.name}</span>
                      </Checkbox>
                      <GoodsImage className={s.thumb} src={line.image} />
                      <div className={s.info}>
                        <span className={s.name}>{line.name}</span>
                        {details && <span className={s.details}>{details}</span>}
                        {lineCouponCode(line) !== null && <CouponLineTag couponKey={line.couponKey} />}
                        {line.available ? (
                          <Price value={parseCents(line.total_price)} old={parseCents(line.total_old_price) > parseCents(line.total_price) ? parseCents(line.total_old_price) : null} size="small" />
                        ) : (
                          <span className={s.reason}>{line.problemText || line.problem || t('cart.unavailable')}</span>
                        )}
                      </div>
                      <QtyStepper
                        size="small"
                        value={line.num}
                        onIncrease={() => onIncrease(line)}
                        onDecrease={() => onDecrease(line)}
                        increaseDisabled={increaseBlocked?.(line)}
                        label={line.name}
                      />
                    </li>
                  )
                })}
              </ul>
            </li>
          ))}
        </ul>
        <footer className={s.footer}>
          {(boxFee > 0 || bagFee > 0 || deliveryFee > 0) && (
            <div className={s.fees}>
              {boxFee > 0 && (
                <span>
                  {t('cart.boxFee')} <Price value={boxFee} size="small" />
                </span>
              )}
              {bagFee > 0 && (
                <span>
                  {t('cart.bagFee')} <Price value={bagFee} size="small" />
                </span>
              )}
              {deliveryFee > 0 && (
                <span>
                  {t('cart.deliveryFee')} <Price value={deliveryFee} size="small" />
                </span>
              )}
            </div>
          )}
          <div className={s.total}>
            <span>{t('cart.total')}</span>
            <Price value={summary.total} size="large" />
          </div>
          <Button color="primary" shape="rounded" size="large" disabled={summary.selectedCount === 0} onClick={onCheckout}>
            {t('cart.checkout')}
          </Button>
        </footer>
      </div>
    </Sheet>
  )
}
