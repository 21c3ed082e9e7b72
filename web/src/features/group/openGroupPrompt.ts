import { Dialog, Toast } from 'antd-mobile'
import { cancelGroup, checkOpenGroup, leaveGroup, type OpenGroup } from '../../api/group'
import { currentSession, isMemberWithPhone } from '../../api/session'
import { toastError } from '../../app/errorToast'
import { i18n } from '../../i18n'
import { groupPagePath, openGroupAction } from './groupLogic'

/**
 * spec 001 §4: "If the user already has an open group order, a modal offers to view or cancel it;
 * the same check runs before checkout or pickup." Resolves true when the caller should stop
 * (the person went to the group, or closing it failed), false when it may go on (no open group,
 * it was cancelled or left just now, or "not now").
 */
export async function promptOpenGroup(navigate: (to: string) => void, known?: OpenGroup | null): Promise<boolean> {
  const session = currentSession()
  if (!isMemberWithPhone(session)) return false
  let open: OpenGroup | null
  try {
    open = known !== undefined ? known : await checkOpenGroup()
  } catch {
    return false // the check is advice: a failure must not block ordering
  }
  if (!open) return false
  const action = openGroupAction(open, session.memberId)
  const t = i18n.t.bind(i18n)
  const choice = await new Promise<string>((resolve) => {
    Dialog.show({
      title: t('group.openTitle'),
      content: t(action === 'cancel' ? 'group.openTextLauncher' : 'group.openTextJoined'),
      closeOnAction: true,
      closeOnMaskClick: true,
      onAction: (picked) => resolve(String(picked.key)),
      onClose: () => resolve('later'),
      actions: [
        { key: 'view', text: t('group.openView'), bold: true },
        { key: action, text: t(action === 'cancel' ? 'group.cancel' : 'group.leave'), danger: true },
        { key: 'later', text: t('group.openLater') },
      ],
    })
  })
  if (choice === 'view') {
    navigate(groupPagePath(open.uniqueId, open.sid))
    return true
  }
  if (choice === 'cancel' || choice === 'leave') return !(await closeOpenGroup(open, choice))
  return false // "not now": the person goes on with what they were doing
}

async function closeOpenGroup(open: OpenGroup, action: 'cancel' | 'leave'): Promise<boolean> {
  try {
    await (action === 'cancel' ? cancelGroup(open.uniqueId) : leaveGroup(open.uniqueId))
    Toast.show({ content: i18n.t(action === 'cancel' ? 'group.cancelledToast' : 'group.leftToast') })
    return true
  } catch (error) {
    toastError(error)
    return false
  }
}
