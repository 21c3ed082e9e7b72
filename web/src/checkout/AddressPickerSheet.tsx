import { Button } from 'antd-mobile'
import { CheckCircleFill, CloseOutline, EnvironmentOutline } from 'antd-mobile-icons'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { MAX_ADDRESSES, useAddresses, type Address } from '../api/address'
import { EmptyView, ListSkeleton } from '../ui/PageStates'
import { QueryError } from '../ui/QueryError'
import { Sheet } from '../ui/Sheet'
import { useDialogFocus } from '../ui/useDialogFocus'
import a from './AddressPickerSheet.module.css'

interface Props {
  visible: boolean
  /** A line under the title: what goes there (a prize, the mall's goods). */
  note?: string
  /** The address chosen now, marked in the list. */
  chosenId?: number | null
  /** While a choice is being saved: the options wait. */
  busy?: boolean
  onPick: (address: Address) => void
  /** To the address form (which comes back when saved). */
  onAddNew: () => void
  onClose: () => void
  /** Names the sheet and its controls for the journeys: `<prefix>-address-sheet`, `-address-option`, `-add-address`. */
  testIdPrefix: string
}

/**
 * Where something is delivered: the member's saved addresses (the address book's), one tap
 * chooses; with none (or for another), the address form. A lucky draw's prize and the points
 * mall's goods both choose here.
 */
export function AddressPickerSheet({ visible, note, chosenId = null, busy = false, onPick, onAddNew, onClose, testIdPrefix }: Props) {
  const { t } = useTranslation()
  const panel = useRef<HTMLDivElement>(null)
  const addresses = useAddresses()
  useDialogFocus(visible, panel, onClose)
  const list = addresses.data?.list ?? []
  const titleId = `${testIdPrefix}-address-title`
  return (
    <Sheet visible={visible} onClose={onClose} bodyClassName={a.sheet}>
      <div ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} className={a.dialog} data-testid={`${testIdPrefix}-address-sheet`}>
        <header className={a.head}>
          <h2 id={titleId} className={a.title}>
            {t('addressPicker.title')}
          </h2>
          <button type="button" className={a.close} onClick={onClose} aria-label={t('common.close')}>
            <CloseOutline />
          </button>
        </header>
        {note && <p className={a.note}>{note}</p>}
        <div className={a.scroll}>
          {addresses.isPending && <ListSkeleton rows={2} />}
          <QueryError query={addresses} />
          {addresses.isSuccess && list.length === 0 && (
            <EmptyView
              title={t('addressPicker.empty')}
              description={t('addressPicker.emptyHint')}
              action={
                <Button color="primary" shape="rounded" onClick={onAddNew} data-testid={`${testIdPrefix}-add-address`}>
                  {t('addressPicker.add')}
                </Button>
              }
            />
          )}
          {list.length > 0 && (
            <ul className={a.list}>
              {list.map((address) => (
                <li key={address.id}>
                  <button
                    type="button"
                    className={`${a.option} ${address.id === chosenId ? a.chosen : ''}`}
                    onClick={() => onPick(address)}
                    disabled={busy}
                    aria-current={address.id === chosenId ? 'true' : undefined}
                    data-testid={`${testIdPrefix}-address-option`}
                    data-id={address.id}
                  >
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
                    {address.id === chosenId && <CheckCircleFill className={a.check} aria-label={t('address.chosen')} />}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        {list.length > 0 && list.length < MAX_ADDRESSES && (
          <div className={a.foot}>
            <Button block shape="rounded" fill="outline" color="primary" onClick={onAddNew} data-testid={`${testIdPrefix}-add-address`}>
              {t('addressPicker.add')}
            </Button>
          </div>
        )}
      </div>
    </Sheet>
  )
}
