import { useTranslation } from 'react-i18next'
import { ShareLinkSheet } from '../../ui/ShareLinkSheet'

interface Props {
  visible: boolean
  url: string
  storeName: string
  onClose: () => void
}

/** The invitation to a group order: the link and its QR code. */
export function ShareSheet({ visible, url, storeName, onClose }: Props) {
  const { t } = useTranslation()
  return (
    <ShareLinkSheet
      visible={visible}
      url={url}
      title={t('group.inviteTitle')}
      hint={t('group.inviteHint')}
      qrAlt={t('group.qrAlt')}
      shareTitle={t('group.shareTitle', { store: storeName })}
      shareText={t('group.shareText')}
      urlTestId="group-share-url"
      qrTestId="group-qr"
      onClose={onClose}
    />
  )
}
