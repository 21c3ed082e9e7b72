import { Toast } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import type { MallItem } from '../../api/mall'
import { useMallCart, useSetMallCartLine } from '../../api/mallCart'
import { lineMax } from './exchangeRules'

/**
 * Puts one more of an item in the mall cart: a line's units stop at its stock, the member's limit
 * and 99 (a tap at the cap says so); the server's refusal (20 lines, gone) is toasted by the query
 * client.
 */
export function useAddToCart() {
  const { t } = useTranslation()
  const cart = useMallCart()
  const setLine = useSetMallCartLine()
  const add = async (item: MallItem) => {
    if (setLine.isPending) return
    const inCart = cart.data?.lines.find((line) => line.itemId === item.id)?.quantity ?? 0
    const max = lineMax(item)
    if (inCart + 1 > max) {
      Toast.show({ content: t('mall.cartLineMax', { max }) })
      return
    }
    try {
      await setLine.mutateAsync({ itemId: item.id, quantity: inCart + 1 })
      Toast.show({ content: t('mall.addedToCart'), icon: 'success' })
    } catch {
      // Said by the query client.
    }
  }
  return { add, adding: setLine.isPending }
}
