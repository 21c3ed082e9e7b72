import { CloseOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { Sheet } from '../../ui/Sheet'
import { PickupStoreList, type PickupStoreListProps } from './PickupStoreList'
import p from './PickupStoreSheet.module.css'

type Props = Omit<PickupStoreListProps, 'enabled' | 'listClassName'> & {
  visible: boolean
  onClose: () => void
}

/**
 * Where the member collects the goods, chosen without leaving the confirm page (when "Confirm" is
 * tapped before a store is chosen): the pickup stores in a sheet, as the choiceStore page lists them.
 */
export function PickupStoreSheet({ visible, onClose, ...list }: Props) {
  const { t } = useTranslation()
  return (
    <Sheet visible={visible} onClose={onClose} bodyClassName={p.sheet}>
      <div role="dialog" aria-modal="true" aria-labelledby="pickup-store-title" className={p.dialog} data-testid="pickup-store-sheet">
        <header className={p.head}>
          <h2 id="pickup-store-title" className={p.title}>
            {t('mall.storeSheetTitle')}
          </h2>
          <button type="button" className={p.close} onClick={onClose} aria-label={t('common.close')}>
            <CloseOutline />
          </button>
        </header>
        <PickupStoreList {...list} enabled={visible} listClassName={p.scroll} />
      </div>
    </Sheet>
  )
}
