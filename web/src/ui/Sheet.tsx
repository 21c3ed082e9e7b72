import { Popup, type PopupProps } from 'antd-mobile'
import { useBackCloses } from './useBackCloses'
import { useEscapeCloses } from './useEscapeCloses'

type Props = Omit<PopupProps, 'onClose' | 'onMaskClick'> & { onClose: () => void }

/** A bottom sheet (antd Popup) that closes on a tap outside, on the back button and on Escape. */
export function Sheet({ onClose, visible = false, ...props }: Props) {
  useBackCloses(visible, onClose)
  useEscapeCloses(visible, onClose)
  return <Popup {...props} visible={visible} onMaskClick={onClose} onClose={onClose} />
}
