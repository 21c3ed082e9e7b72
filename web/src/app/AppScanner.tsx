import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { QrScanner } from '../ui/QrScanner'
import { classifyScan, opensInApp } from './scanTarget'

interface Props {
  visible: boolean
  onClose: () => void
  title?: string
  hint?: string
}

/**
 * The customer's scanner: a code of ours opens its page in the app (a table's code runs the launch
 * flow and lands at the table); a member's code or anything else is explained and never opened.
 */
export function AppScanner({ visible, onClose, title, hint }: Props) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const onCode = (text: string) => {
    const target = classifyScan(text, window.location.origin)
    if (opensInApp(target)) {
      // Navigating first: the sheet's history entry is then skipped, not popped over the new page.
      navigate(target.to)
      onClose()
      return null
    }
    return target.kind === 'memberCode' ? t('scan.memberCodeHere') : t('scan.notOurs')
  }
  return <QrScanner visible={visible} onClose={onClose} onCode={onCode} title={title} hint={hint} />
}
