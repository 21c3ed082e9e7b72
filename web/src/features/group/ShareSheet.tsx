import { Button, Popup, Toast } from 'antd-mobile'
import QRCode from 'qrcode'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CloseOutline } from 'antd-mobile-icons'
import s from './Group.module.css'

interface Props {
  visible: boolean
  url: string
  storeName: string
  onClose: () => void
}

/** The invitation: a QR code drawn in the browser from the link, the link itself, copy and share. */
export function ShareSheet({ visible, url, storeName, onClose }: Props) {
  const { t } = useTranslation()
  const [qr, setQr] = useState<string | null>(null)

  useEffect(() => {
    let live = true
    QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#231c17', light: '#ffffff' } })
      .then((svg) => live && setQr(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`))
      .catch(() => live && setQr(null))
    return () => {
      live = false
    }
  }, [url])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      Toast.show({ content: t('group.linkCopied'), icon: 'success' })
    } catch {
      // No clipboard (an insecure context or a refusal): the link stays selectable on screen.
      Toast.show({ content: t('group.copyByHand') })
    }
  }

  const share = async () => {
    try {
      await navigator.share({ title: t('group.shareTitle', { store: storeName }), text: t('group.shareText'), url })
    } catch {
      // cancelled by the person, or refused: nothing to do
    }
  }

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName={s.sheet}>
      <div role="dialog" aria-modal="true" aria-labelledby="share-title" className={s.shareDialog}>
        <button type="button" className={s.sheetClose} onClick={onClose} aria-label={t('common.close')}>
          <CloseOutline />
        </button>
        <h2 id="share-title" className={s.sheetTitle}>
          {t('group.inviteTitle')}
        </h2>
        <p className={s.muted}>{t('group.inviteHint')}</p>
        <div className={s.qrBox}>{qr ? <img className={s.qr} src={qr} alt={t('group.qrAlt')} data-testid="group-qr" /> : <div className={s.qrPlaceholder} />}</div>
        <p className={s.shareUrl} data-testid="group-share-url">
          {url}
        </p>
        <div className={s.shareActions}>
          <Button shape="rounded" onClick={() => void copy()}>
            {t('group.copyLink')}
          </Button>
          {typeof navigator.share === 'function' && (
            <Button color="primary" shape="rounded" onClick={() => void share()}>
              {t('group.shareLink')}
            </Button>
          )}
        </div>
      </div>
    </Popup>
  )
}
