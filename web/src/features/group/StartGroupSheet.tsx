import { Button, Radio, Toast } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useAddresses } from '../../api/address'
import { ApiError } from '../../api/client'
import { GROUP_ALREADY_OPEN, useCreateGroup, type GroupOrderType } from '../../api/group'
import { currentSession } from '../../api/session'
import { ORDER_TYPE } from '../../api/types'
import { toastError } from '../../app/errorToast'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { ORDER_TYPE_LABEL } from '../../ui/OrderTypeChips'
import { groupPagePath } from './groupLogic'
import { promptOpenGroup } from './openGroupPrompt'
import s from './Group.module.css'
import { Sheet } from '../../ui/Sheet'

interface Props {
  visible: boolean
  sid: number
  types: GroupOrderType[]
  onClose: () => void
}

/** Starting a group: pickup, or delivery to one of the member's addresses (spec 001 §4 create). */
export function StartGroupSheet({ visible, sid, types, onClose }: Props) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const addresses = useAddresses()
  const [type, setType] = useState<GroupOrderType>(types.includes(ORDER_TYPE.pickup) ? ORDER_TYPE.pickup : types[0])
  const [addressId, setAddressId] = useState<number | null>(null)
  const createGroup = useCreateGroup()
  const list = addresses.data?.list ?? []
  const address = addressId ?? list.find((item) => item.isDefault === 1)?.id ?? list[0]?.id ?? null

  const create = async () => {
    if (type === ORDER_TYPE.delivery && address === null) {
      Toast.show({ content: t('group.addressRequired') })
      return
    }
    try {
      const group = await createGroup.mutateAsync({ sid, order_type: type, ...(type === ORDER_TYPE.delivery && address !== null ? { address_id: address } : {}) })
      onClose()
      navigate(groupPagePath(group.uniqueId, group.sid))
    } catch (error) {
      if (error instanceof ApiError && error.code === GROUP_ALREADY_OPEN) {
        // One open group per member: offer the one that exists (its id comes with the refusal).
        const data = error.data as { uniqueId?: string; sid?: number } | null
        onClose()
        if (data?.uniqueId) await promptOpenGroup(navigate, { uid: currentSession().memberId ?? 0, uniqueId: data.uniqueId, sid: data.sid ?? sid, order_type: type })
      } else {
        toastError(error)
      }
    }
  }

  return (
    <Sheet visible={visible} onClose={onClose} bodyClassName={s.sheet}>
      <div role="dialog" aria-modal="true" aria-labelledby="start-group-title" className={s.checkoutDialog}>
        <h2 id="start-group-title" className={s.sheetTitle}>
          {t('group.startTitle')}
        </h2>
        <p className={s.muted}>{t('group.startHint')}</p>
        <div className={s.typeChoice} role="radiogroup" aria-label={t('group.orderType')}>
          {types.map((option) => (
            <button key={option} type="button" role="radio" aria-checked={type === option} className={type === option ? s.typeActive : s.typeOption} onClick={() => setType(option)}>
              {t(ORDER_TYPE_LABEL[option])}
            </button>
          ))}
        </div>
        {type === ORDER_TYPE.delivery && (
          <div className={s.addressBox}>
            <span className={s.fieldLabel}>{t('group.deliverTo')}</span>
            {addresses.isPending && <p className={s.muted}>{t('common.loading')}</p>}
            {!addresses.isPending && list.length === 0 && (
              <Button size="small" shape="rounded" onClick={() => navigate(pageUrl(PAGE.addressEdit))}>
                {t('group.addAddress')}
              </Button>
            )}
            {list.length > 0 && (
              <Radio.Group value={address ?? undefined} onChange={(value) => setAddressId(Number(value))}>
                {list.map((item) => (
                  <Radio key={item.id} value={item.id} className={s.addressOption}>
                    <span className={s.addressText}>
                      {item.address} {item.houseNumber}
                    </span>
                    <span className={s.muted}>
                      {item.consignee} {item.phone}
                    </span>
                  </Radio>
                ))}
              </Radio.Group>
            )}
          </div>
        )}
        <Button block color="primary" shape="rounded" size="large" loading={createGroup.isPending} onClick={() => void create()}>
          {t('group.create')}
        </Button>
      </div>
    </Sheet>
  )
}
