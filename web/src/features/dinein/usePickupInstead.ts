import { Dialog } from 'antd-mobile'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { setStoreState } from '../../app/storeState'
import { storeLacksDineIn } from './dineLogic'
import { ORDER_TYPE } from '../../api/types'

/** Leaves dine-in for pickup at the same store (the store goods page). */
export function usePickupInstead(sid: number | null) {
  const navigate = useNavigate()
  return () => {
    setStoreState({ ...(sid !== null ? { sid } : {}), orderType: ORDER_TYPE.pickup, tableId: null, pre: false })
    navigate(pageUrl(PAGE.storeGoods), { replace: true })
  }
}

/**
 * spec 000 §8 tip "store lacks dine-in, switched" (spec 001 §4): at a store without dine-in, a
 * table or a pre-order (`pre=1`) says so once and goes on as pickup at the same store. Answers
 * whether the store lacks dine-in (the page shows nothing else meanwhile). `orderTypes` undefined
 * (not known yet, or not in dine-in) does nothing.
 */
export function useNoDineInSwitch(sid: number | null, orderTypes: number[] | undefined): boolean {
  const { t } = useTranslation()
  const toPickup = usePickupInstead(sid)
  const lacksDineIn = storeLacksDineIn(orderTypes)
  useEffect(() => {
    if (!lacksDineIn) return
    void Dialog.alert({ title: t('dinein.noDineInTitle'), content: t('dinein.noDineIn'), confirmText: t('common.confirm') }).then(toPickup)
    // once per arrival at such a store
  }, [lacksDineIn]) // eslint-disable-line react-hooks/exhaustive-deps
  return lacksDineIn
}
