import { Toast } from 'antd-mobile'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { uploadMedia } from '../api/account'
import { errorMessage } from '../api/client'
import { checkMediaFile, MEDIA_BYTES, type MediaLimits } from './mediaFiles'
import s from './MediaPicker.module.css'

export interface PickedMedia {
  /** A local key while it uploads; the upload's url once stored. */
  key: string
  kind: 'image' | 'video'
  /** The uploaded url; empty while uploading. */
  url: string
  /** A local preview (object URL). */
  preview: string
}

/**
 * Pictures (and, where the limits allow, a video) for a form: each file is checked, then uploaded
 * at once (the form keeps the upload's url); a tile per file with a remove button, and an "add"
 * tile while there is room.
 */
export function MediaPicker({
  media,
  limits,
  onChange,
}: {
  media: PickedMedia[]
  limits: MediaLimits
  onChange(update: (current: PickedMedia[]) => PickedMedia[]): void
}) {
  const { t } = useTranslation()
  const input = useRef<HTMLInputElement>(null)
  const images = media.filter((m) => m.kind === 'image').length
  const videos = media.filter((m) => m.kind === 'video').length
  const full = images >= limits.images && videos >= limits.videos

  const add = async (files: FileList | null) => {
    const picked = Array.from(files ?? [])
    if (input.current) input.current.value = ''
    const counts = { images, videos }
    for (const file of picked) {
      const problem = checkMediaFile(file, counts, limits)
      if (problem) {
        Toast.show({ content: t(`media.${problem}`) })
        continue
      }
      const kind = file.type.startsWith('image/') ? 'image' : 'video'
      if (kind === 'image') counts.images++
      else counts.videos++
      const key = `${Date.now()}-${Math.random()}`
      const preview = URL.createObjectURL(file)
      onChange((current) => [...current, { key, kind, url: '', preview }])
      try {
        const uploaded = await uploadMedia(file)
        onChange((current) => current.map((m) => (m.key === key ? { ...m, url: uploaded.url } : m)))
      } catch (failure) {
        onChange((current) => current.filter((m) => m.key !== key))
        URL.revokeObjectURL(preview)
        Toast.show({ content: errorMessage(failure) || t('media.failed') })
      }
    }
  }

  const remove = (key: string) => {
    const gone = media.find((m) => m.key === key)
    if (gone) URL.revokeObjectURL(gone.preview)
    onChange((current) => current.filter((m) => m.key !== key))
  }

  return (
    <div className={s.picker}>
      <ul className={s.pickerGrid} data-testid="media-picker">
        {media.map((m, index) => (
          <li key={m.key} className={s.pickerTile} data-uploaded={m.url ? 'yes' : 'no'}>
            {m.kind === 'image' ? <img src={m.preview} alt="" /> : <video src={m.preview} muted playsInline preload="metadata" aria-hidden="true" />}
            {m.kind === 'video' && <span className={s.videoMark}>{t('media.videoMark')}</span>}
            {!m.url && <span className={s.uploading}>{t('media.uploading')}</span>}
            <button type="button" className={s.remove} onClick={() => remove(m.key)} aria-label={t('media.remove', { n: index + 1 })}>
              ×
            </button>
          </li>
        ))}
        {!full && (
          <li className={s.pickerTile}>
            <button
              type="button"
              className={s.addTile}
              onClick={() => input.current?.click()}
              aria-label={t(limits.videos > 0 ? 'media.addLabel' : 'media.addPhotoLabel')}
              data-testid="media-add"
            >
              <span aria-hidden="true">＋</span>
              <span>{t(limits.videos > 0 ? 'media.add' : 'media.addPhoto')}</span>
            </button>
          </li>
        )}
      </ul>
      <p className={s.hint}>
        {limits.videos > 0 ? t('media.hint', { images: limits.images, seconds: MEDIA_BYTES.videoSeconds }) : t('media.hintPhotos', { images: limits.images })}
      </p>
      <input
        ref={input}
        type="file"
        accept={limits.videos > 0 ? 'image/*,video/mp4,video/quicktime' : 'image/*'}
        multiple
        hidden
        onChange={(event) => void add(event.target.files)}
        aria-label={t(limits.videos > 0 ? 'media.add' : 'media.addPhoto')}
        data-testid="media-file-input"
      />
    </div>
  )
}
