import type { CartAddBody } from '../../api/cart'
import { setChoiceStatus, useAddToGroup, useUpdateGroupLine, type GroupGoodsDetail } from '../../api/group'
import { CHOICE_STATUS_CHOSEN, groupItemFromAddBody, myPocket } from './groupLogic'

/**
 * The calls that change the member's own pocket. Each answer is the whole group's goods detail
 * and replaces the cached one; the server's refusals (33005 someone else's item, 33006 meal sets,
 * 33002 ended, 30010 cannot be added…) are shown as its message. Each resolves to the new detail,
 * or null after a refusal.
 */
export function useGroupActions(detail: GroupGoodsDetail) {
  const addToGroup = useAddToGroup()
  const updateLine = useUpdateGroupLine()

  const add = async (body: CartAddBody): Promise<GroupGoodsDetail | null> => {
    const answer = await addToGroup.mutateAsync({ uniqueId: detail.uniqueId, items: [groupItemFromAddBody(body)] }).catch(() => null)
    // spec 001 §4: the choice status 2 is sent after adding items (once is enough).
    if (answer && myPocket(answer)?.choiceStatus !== CHOICE_STATUS_CHOSEN) {
      void setChoiceStatus(detail.uniqueId, CHOICE_STATUS_CHOSEN).catch(() => undefined)
    }
    return answer
  }

  const setLine = (lineId: number, num: number) => updateLine.mutateAsync({ uniqueId: detail.uniqueId, lineId, num }).catch(() => null)

  return { add, setLine, busy: addToGroup.isPending || updateLine.isPending }
}
