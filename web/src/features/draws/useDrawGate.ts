import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { useOrderDraw, type DrawActivityDetail } from '../../api/draws'
import { isMemberWithPhone, useSession } from '../../api/session'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { useLanguage } from '../../i18n'
import { formatDateTime } from '../../ui/format'
import { blockMessage, drawBlock } from './drawRules'

/**
 * Whether this page's draw (of `times`) may go ahead, and why not in words; for a per-order
 * activity the order is asked about. The operators' preview never blocks: its taps say that a
 * preview cannot draw.
 */
export function useDrawGate(activity: DrawActivityDetail, { times, orderNo, preview }: { times: number; orderNo: string | null; preview: boolean }) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const navigate = useNavigate()
  const location = useLocation()
  const signedIn = isMemberWithPhone(useSession())
  const order = useOrderDraw(activity.perOrder && signedIn && !preview ? orderNo : null)
  const block = preview ? null : drawBlock(activity, { signedIn, times, orderNo, order: order.isError ? 'failed' : (order.data ?? null) })
  const message = block ? blockMessage(block, activity, times, (at) => formatDateTime(at, lang)) : null
  return {
    signedIn,
    block,
    reason: message ? t(message.key, message.values) : null,
    signIn: () => navigate(pageUrl(PAGE.auth, { oldUrl: `${location.pathname}${location.search}` })),
  }
}
