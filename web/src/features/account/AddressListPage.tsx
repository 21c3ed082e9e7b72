import { useQueryClient } from '@tanstack/react-query'
import { Button, Dialog, Toast } from 'antd-mobile'
import { CheckCircleFill, DeleteOutline, EditSOutline, EnvironmentOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { addressQueries, deleteAddress, MAX_ADDRESSES, setDefaultAddress, useAddresses, type Address } from '../../api/address'
import { errorMessage } from '../../api/client'
import { useSession } from '../../api/session'
import { chosenAddress } from '../../app/chosenAddress'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import s from './AddressListPage.module.css'
import { useDeliverTo } from './useDeliverTo'
import { canGoBack } from '../../ui/history'

/**
 * member/pages/address/list/index (and address/choose/index with `choose`): the member's
 * delivery addresses, the default first; set the default, edit, delete.
 */
export function AddressList({ choose, deliver = false }: { choose: boolean; deliver?: boolean }) {
  const { t } = useTranslation()
  const deliverTo = useDeliverTo()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const session = useSession()
  const addresses = useAddresses()
  const chosen = chosenAddress.use()
  const list = addresses.data?.list ?? []
  const refresh = () => queryClient.invalidateQueries({ queryKey: addressQueries.all(session.memberId) })

  const makeDefault = async (address: Address) => {
    try {
      await setDefaultAddress(address.id)
      await refresh()
      Toast.show({ content: t('address.defaultSet'), icon: 'success' })
    } catch (failure) {
      Toast.show({ content: errorMessage(failure) })
    }
  }

  const remove = async (address: Address) => {
    const confirmed = await Dialog.confirm({ content: t('address.deleteConfirm'), confirmText: t('address.delete'), cancelText: t('common.cancel') })
    if (!confirmed) return
    try {
      await deleteAddress(address.id)
      if (chosen === address.id) chosenAddress.set(null)
      await refresh()
      Toast.show({ content: t('address.deleted') })
    } catch (failure) {
      Toast.show({ content: errorMessage(failure) })
    }
  }

  const pick = (address: Address) => {
    if (deliver) return void deliverTo(address)
    chosenAddress.set(address.id)
    if (canGoBack()) navigate(-1)
    else navigate(`/${PAGE.storeGoods}`, { replace: true })
  }

  const full = list.length >= MAX_ADDRESSES
  return (
    <div className={s.page}>
      <PageHeader title={deliver ? t('deliverFrom.title') : choose ? t('address.chooseTitle') : t('address.listTitle')} />
      {addresses.isPending && <ListSkeleton rows={3} />}
      <QueryError query={addresses} />
      {addresses.isSuccess && list.length === 0 && <EmptyView title={t('address.empty')} description={t('address.emptyHint')} />}
      {list.length > 0 && (
        <ul className={s.list}>
          {list.map((address) => (
            <li key={address.id} className={s.card} data-testid="address-card" data-default={address.isDefault === 1}>
              <button type="button" className={s.main} onClick={() => (choose ? pick(address) : navigate(pageUrl(PAGE.addressEdit, { id: address.id })))}>
                <span className={s.pin} aria-hidden="true">
                  <EnvironmentOutline />
                </span>
                <span className={s.text}>
                  <span className={s.address}>
                    {address.isDefault === 1 && <span className={s.tag}>{t('address.default')}</span>}
                    {address.address}
                    {address.houseNumber && ` ${address.houseNumber}`}
                  </span>
                  <span className={s.contact}>
                    {address.consignee} · +{address.areaCode} {address.phone}
                  </span>
                </span>
                {choose && chosen === address.id && <CheckCircleFill className={s.chosen} aria-label={t('address.chosen')} />}
              </button>
              {!choose && (
                <div className={s.actions}>
                  <button type="button" className={s.defaultToggle} aria-pressed={address.isDefault === 1} disabled={address.isDefault === 1} onClick={() => void makeDefault(address)}>
                    <span className={s.radio} aria-hidden="true" />
                    {address.isDefault === 1 ? t('address.default') : t('address.setDefault')}
                  </button>
                  <button type="button" className={s.action} onClick={() => navigate(pageUrl(PAGE.addressEdit, { id: address.id }))}>
                    <EditSOutline aria-hidden="true" />
                    {t('address.edit')}
                  </button>
                  <button type="button" className={s.action} onClick={() => void remove(address)}>
                    <DeleteOutline aria-hidden="true" />
                    {t('address.delete')}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className={s.bottom}>
        {full && <p className={s.limit}>{t('address.limit', { count: MAX_ADDRESSES })}</p>}
        <Button block color="primary" shape="rounded" className={s.add} disabled={full || !addresses.isSuccess} onClick={() => navigate(`/${PAGE.addressEdit}`)}>
          {t('address.add')}
        </Button>
      </div>
    </div>
  )
}

export default function AddressListPage() {
  return <AddressList choose={false} />
}
