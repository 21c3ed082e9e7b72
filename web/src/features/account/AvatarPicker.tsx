import { Toast } from 'antd-mobile'
import { UserCircleOutline } from 'antd-mobile-icons'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { saveProfile, uploadMedia, type MemberInfo } from '../../api/account'
import { errorMessage } from '../../api/client'
import { checkImageFile } from './validators'
import s from './AvatarPicker.module.css'

/** The avatar: pick an image (≤ 5 MB), upload it (POST /v1/upload/singlefile), save it to the profile. */
export function AvatarPicker({ member, onSaved }: { member: MemberInfo; onSaved(member: MemberInfo): void }) {
  const { t } = useTranslation()
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)

  const pick = async (file: File | undefined) => {
    if (input.current) input.current.value = ''
    if (!file) return
    const problem = checkImageFile(file)
    if (problem) {
      Toast.show({ content: t(`profile.${problem}`) })
      return
    }
    setBusy(true)
    try {
      const uploaded = await uploadMedia(file)
      onSaved(await saveProfile({ avatar: uploaded.url }))
      Toast.show({ content: t('profile.saved'), icon: 'success' })
    } catch (failure) {
      // The server's message (the endpoint may not exist yet: its 404 message is shown).
      Toast.show({ content: errorMessage(failure) || t('profile.uploadFailed') })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={s.row}>
      <span className={s.avatar}>{member.avatar ? <img src={member.avatar} alt="" /> : <UserCircleOutline aria-hidden="true" />}</span>
      <div className={s.text}>
        <span className={s.label}>{t('profile.avatar')}</span>
        <span className={s.hint}>{t('profile.uploadTooLarge')}</span>
      </div>
      <button type="button" className={s.change} onClick={() => input.current?.click()} disabled={busy}>
        {busy ? t('profile.uploading') : t('profile.changeAvatar')}
      </button>
      <input ref={input} type="file" accept="image/*" hidden onChange={(event) => void pick(event.target.files?.[0])} aria-label={t('profile.changeAvatar')} />
    </div>
  )
}
