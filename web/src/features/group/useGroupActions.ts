import { useQueryClient } from '@tanstack/react-query'
import { Toast } from 'antd-mobile'
import { useState } from 'react'
import type { CartAddBody } from '../../api/cart'
import { errorMessage, isSilentError } from '../../api/client'
import { addToGroup, groupQueries, setChoiceStatus, updateGroupLine, type GroupGoodsDetail } from '../../api/group'
import { useSession } from '../../api/session'
import { useLanguage } from '../../i18n'
import { CHOICE_STATUS_CHOSEN, groupItemFromAddBody, myPocket } from './groupLogic'

/**
 * The calls that change the member's own pocket. Each answer is the whole group's goods detail
 * and replaces the cached one; the server's refusals (33005 someone else's item, 33006 meal sets,
 * 33002 ended, 30010 cannot be added…) are shown as its message.
 */
export function useGroupActions(detail: GroupGoodsDetail) {
  const client = useQueryClient()
  const session = useSession()
  const lang = useLanguage()
  const [busy, setBusy] = useState(false)
  const key = groupQueries.goods(session.memberId, detail.uniqueId, lang).queryKey

  const run = async (call: () => Promise<GroupGoodsDetail>): Promise<GroupGoodsDetail | null> => {
    setBusy(true)
    try {
      const answer = await call()
      client.setQueryData(key, answer)
      return answer
    } catch (error) {
      if (!isSilentError(error)) Toast.show({ content: errorMessage(error) })
      return null
    } finally {
      setBusy(false)
    }
  }

  const add = async (body: CartAddBody) => {
    const answer = await run(() => addToGroup(detail.uniqueId, [groupItemFromAddBody(body)]))
    // spec 001 §4: the choice status 2 is sent after adding items (once is enough).
    if (answer && myPocket(answer)?.choiceStatus !== CHOICE_STATUS_CHOSEN) {
      void setChoiceStatus(detail.uniqueId, CHOICE_STATUS_CHOSEN).catch(() => undefined)
    }
    return answer
  }

  const setLine = (lineId: number, num: number) => run(() => updateGroupLine(detail.uniqueId, lineId, num))

  return { add, setLine, busy }
}
