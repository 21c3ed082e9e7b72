import { Button, Toast } from 'antd-mobile'
import { CloseOutline, EnvironmentOutline } from 'antd-mobile-icons'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { MAX_ADDRESSES, useAddresses, type Address } from '../../api/address'
import { usePrize, useSetPrizeAddress } from '../../api/draws'
import { PAGE } from '../../app/pagePaths'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { Sheet } from '../../ui/Sheet'
import { rememberPendingAddress } from './pendingAddress'
import { useDialogFocus } from './useDialogFocus'
import a from './AddressSheet.module.css'

interface Props {
  /** The prize to send (null: closed). */
  recordNo: string | null
  onClose: () => void
}

/**
 * Where a physical prize goes: the member's saved addresses (the address book's), one tap sends
 * the prize there. With none (or for another), the address form, and back here when it is saved.
 */
export function AddressSheet({ recordNo, onClose }: Props) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const panel = useRef<HTMLDivElement>(null)
  const visible = recordNo !== null
  const addresses = useAddresses()
  const prize = usePrize(recordNo)
  const save = useSetPrizeAddress()
  useDialogFocus(visible, panel, onClose)
  const list = addresses.data?.list ?? []

  const pick = async (address: Address) => {
    if (!recordNo || save.isPending) return
    try {
      await save.mutateAsync({ recordNo, addressId: address.id })
      Toast.show({ content: t('draws.addressSaved'), icon: 'success' })
      onClose()
    } catch {
      // The query client said why (shipped or cancelled meanwhile); the list is read again.
    }
  }
  const addNew = () => {
    if (recordNo) rememberPendingAddress(recordNo)
    navigate(`/${PAGE.addressEdit}`)
  }

  return (
    <Sheet visible={visible} onClose={onClose} bodyClassName={a.sheet}>
      <div ref={panel} role="dialog" aria-modal="true" aria-labelledby="prize-address-title" className={a.dialog} data-testid="prize-address-sheet">
        <header className={a.head}>
          <h2 id="prize-address-title" className={a.title}>
            {t('draws.addressTitle')}
          </h2>
          <button type="button" className={a.close} onClick={onClose} aria-label={t('common.close')}>
            <CloseOutline />
          </button>
        </header>
        {prize.data && <p className={a.prize}>{t('draws.addressFor', { prize: prize.data.prizeName })}</p>}
        <div className={a.scroll}>
          {addresses.isPending && <ListSkeleton rows={2} />}
          <QueryError query={addresses} />
          {addresses.isSuccess && list.length === 0 && (
            <EmptyView
              title={t('draws.noAddresses')}
              description={t('draws.noAddressesHint')}
              action={
                <Button color="primary" shape="rounded" onClick={addNew} data-testid="prize-add-address">
                  {t('draws.addAddress')}
                </Button>
              }
            />
          )}
          {list.length > 0 && (
            <ul className={a.list}>
              {list.map((address) => (
                <li key={address.id}>
                  <button type="button" className={a.option} onClick={() => void pick(address)} disabled={save.isPending} data-testid="prize-address-option" data-id={address.id}>
                    <EnvironmentOutline className={a.pin} aria-hidden="true" />
                    <span className={a.text}>
                      <span className={a.line}>
                        {address.isDefault === 1 && <span className={a.tag}>{t('address.default')}</span>}
                        {address.address}
                        {address.houseNumber && ` ${address.houseNumber}`}
                      </span>
                      <span className={a.contact}>
                        {address.consignee} · +{address.areaCode} {address.phone}
                      </span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        {list.length > 0 && list.length < MAX_ADDRESSES && (
          <div className={a.foot}>
            <Button block shape="rounded" fill="outline" color="primary" onClick={addNew} data-testid="prize-add-address">
              {t('draws.addAddress')}
            </Button>
          </div>
        )}
      </div>
    </Sheet>
  )
}
