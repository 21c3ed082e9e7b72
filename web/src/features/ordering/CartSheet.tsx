import { Button, Dialog, Popup } from 'antd-mobile'
import { DeleteOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import type { Cents } from '../../api/money'
import { EmptyView } from '../../ui/PageStates'
import { Price } from '../../ui/Price'
import { QtyStepper } from '../../ui/QtyStepper'
import { lineTotal, type Cart } from './cart'
import s from './CartSheet.module.css'

interface Props {
  visible: boolean
  cart: Cart
  total: Cents
  onIncrease: (key: string) => void
  onDecrease: (key: string) => void
  onClear: () => void
  onClose: () => void
  onCheckout: () => void
}

export function CartSheet({ visible, cart, total, onIncrease, onDecrease, onClear, onClose, onCheckout }: Props) {
  const { t } = useTranslation()
  const clear = async () => {
    const confirmed = await Dialog.confirm({ content: t('cart.clearConfirm'), confirmText: t('common.confirm'), cancelText: t('common.cancel') })
    if (confirmed) onClear()
  }
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName={s.sheet}>
      <div role="dialog" aria-modal="true" aria-labelledby="cart-title" className={s.dialog}>
        <header className={s.header}>
          <h2 id="cart-title" className={s.title}>
            {t('cart.title')}
          </h2>
          {cart.lines.length > 0 && (
            <button type="button" className={s.clear} onClick={() => void clear()}>
              <DeleteOutline /> {t('cart.clear')}
            </button>
          )}
        </header>
        <ul className={s.lines}>
          {cart.lines.length === 0 && <EmptyView title={t('cart.empty')} />}
          {cart.lines.map((line) => {
            const details = [line.specName, ...line.attrNames, ...line.packageItems.map((item) => item.name)].filter(Boolean).join(' / ')
            return (
              <li key={line.key} className={s.line}>
                <img className={s.thumb} src={line.image} alt="" />
                <div className={s.info}>
                  <span className={s.name}>{line.name}</span>
                  {details && <span className={s.details}>{details}</span>}
                  <Price value={lineTotal(line)} size="small" />
                </div>
                <QtyStepper size="small" value={line.quantity} onIncrease={() => onIncrease(line.key)} onDecrease={() => onDecrease(line.key)} label={line.name} />
              </li>
            )
          })}
        </ul>
        <footer className={s.footer}>
          <div className={s.total}>
            <span>{t('cart.total')}</span>
            <Price value={total} size="large" />
          </div>
          <Button color="primary" shape="rounded" size="large" disabled={cart.lines.length === 0} onClick={onCheckout}>
            {t('cart.checkout')}
          </Button>
        </footer>
      </div>
    </Popup>
  )
}
