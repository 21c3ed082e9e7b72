import { Dialog } from 'antd-mobile'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import type { Address } from '../../api/address'
import { useSwitchCart } from '../../api/cart'
import type { OrderConfirm } from '../../api/order'
import { useSession } from '../../api/session'
import { matchStoreForAddress } from '../../api/stores'
import { ORDER_TYPE, type OrderType } from '../../api/types'
import { toastError } from '../../app/errorToast'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { setStoreState } from '../../app/storeState'
import { rememberCartSid } from '../../menu/cartHandoff'
import { addressQuestionKey, decideAddressMatch, goodsToReselect, isAddressOutOfRange } from './addressMatch'
import { draftKey, moveDraft } from './checkoutDraft'

const DELIVERY = ORDER_TYPE.delivery
const PICKUP = ORDER_TYPE.pickup

interface Input {
  sid: number | null
  orderType: number
  /** The delivery address the checkout is priced with. */
  address: Address | null
  /** The confirm answer for that address (not a placeholder of the previous one). */
  confirm: OrderConfirm | undefined
}

/**
 * When the current store does not deliver to the chosen address (the confirm says
 * `address_out_of_range`), asks the server which store does (`/v1/store/match/address`): another
 * store → offer to switch to it (the cart moves and says what must be chosen again); none → offer
 * pickup instead. Each store and address is asked about once per checkout.
 */
export function useAddressMatchPrompt({ sid, orderType, address, confirm }: Input) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const switchCart = useSwitchCart()
  const memberId = useSession().memberId
  const asked = useRef(new Set<string>())

  const reopenCheckout = (nextSid: number, nextType: number) => {
    setStoreState({ sid: nextSid, orderType: nextType as OrderType, tableId: null, pre: false })
    moveDraft(draftKey(memberId, nextSid, nextType))
    navigate(pageUrl(PAGE.orderCreate, { sid: nextSid, orderType: nextType }), { replace: true })
  }

  const chooseAnother = () => navigate(pageUrl(PAGE.addressChoose))

  const switchStore = async (from: number, to: number) => {
    try {
      const answer = await switchCart.mutateAsync({ fromSid: from, sid: to, orderType: DELIVERY })
      rememberCartSid(to)
      reopenCheckout(to, DELIVERY)
      const names = goodsToReselect(answer)
      if (names.length > 0) {
        void Dialog.alert({ title: t('addressMatch.reselectTitle'), content: t('addressMatch.reselect', { names: names.join('、') }), confirmText: t('common.confirm') })
      }
    } catch {
      // the query client said why
    }
  }

  const outOfRange = orderType === DELIVERY && isAddressOutOfRange(confirm?.problems)
  useEffect(() => {
    if (!outOfRange || sid === null || !address || address.lat === null || address.lng === null) return
    const key = addressQuestionKey(sid, address.id)
    if (asked.current.has(key)) return
    asked.current.add(key)
    void (async () => {
      let decision
      try {
        decision = decideAddressMatch(sid, await matchStoreForAddress({ lat: address.lat as number, lng: address.lng as number }))
      } catch (error) {
        toastError(error)
        return
      }
      if (decision.kind === 'switch') {
        const yes = await Dialog.confirm({
          title: t('addressMatch.switchTitle'),
          content: t('addressMatch.switch', { store: decision.store.name }),
          confirmText: t('addressMatch.switchConfirm'),
          cancelText: t('addressMatch.otherAddress'),
        })
        if (yes) await switchStore(sid, decision.store.sid)
        else chooseAnother()
      } else if (decision.kind === 'pickup') {
        const yes = await Dialog.confirm({
          title: t('addressMatch.noDeliveryTitle'),
          content: t('addressMatch.noDelivery'),
          confirmText: t('addressMatch.pickup'),
          cancelText: t('addressMatch.otherAddress'),
        })
        if (yes) reopenCheckout(sid, PICKUP)
        else chooseAnother()
      }
    })()
    // asked once per store and address; the dialogs read the rest when they open
  }, [outOfRange, sid, address?.id]) // eslint-disable-line react-hooks/exhaustive-deps
}
