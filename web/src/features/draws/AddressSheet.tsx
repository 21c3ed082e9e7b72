import { Toast } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import type { Address } from '../../api/address'
import { usePrize, useSetPrizeAddress } from '../../api/draws'
import { PAGE } from '../../app/pagePaths'
import { AddressPickerSheet } from '../../checkout/AddressPickerSheet'
import { rememberPendingAddress } from './pendingAddress'

interface Props {
  /** The prize to send (null: closed). */
  recordNo: string | null
  onClose: () => void
}

/**
 * Where a physical prize goes: the address book's sheet, one tap sends the prize there. For a new
 * address, the address form, and back here when it is saved.
 */
export function AddressSheet({ recordNo, onClose }: Props) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const prize = usePrize(recordNo)
  const save = useSetPrizeAddress()

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
    <AddressPickerSheet
      visible={recordNo !== null}
      note={prize.data ? t('draws.addressFor', { prize: prize.data.prizeName }) : undefined}
      busy={save.isPending}
      onPick={(address) => void pick(address)}
      onAddNew={addNew}
      onClose={onClose}
      testIdPrefix="prize"
    />
  )
}
