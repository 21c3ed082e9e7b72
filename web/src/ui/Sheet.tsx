import { Popup, type PopupProps } from 'antd-mobile'
import { useBackCloses } from './useBackCloses'

type Props = Omit<PopupProps, 'onClose' | 'onMaskClick'> & { onClose: () => void }

/** A bottom sheet (antd Popup) that closes on a tap outside and on the back button. */
export function Sheet({ onClose, visible = false, ...props }: Props) {
  useBackCloses(visible, onClose)
  return <Popup {...props} visible={visible} onMaskClick={onClose} onClose={onClose} />
}
