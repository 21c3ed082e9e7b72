import { Button, Toast } from 'antd-mobile'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '../../api/client'
import { requestMemberType } from '../../api/memberCode'
import { Chip } from '../../ui/Chip'
import { Sheet } from '../../ui/Sheet'
import s from './MemberCodePage.module.css'

interface Props {
  visible: boolean
  onClose: () => void
  studentOpen: boolean
  elderlyOpen: boolean
}

/** Asking to be a student or an elderly-club member; the card is shown at a store later (decision 0028). */
export function TypeRequestSheet({ visible, onClose, studentOpen, elderlyOpen }: Props) {
  const { t } = useTranslation()
  const client = useQueryClient()
  const [kind, setKind] = useState<'student' | 'elderly'>(studentOpen ? 'elderly' : 'student')
  const [school, setSchool] = useState('')
  const [until, setUntil] = useState('')
  const [busy, setBusy] = useState(false)
  const ready = kind === 'elderly' ? !elderlyOpen : !studentOpen && school.trim() !== '' && until !== ''
  const send = async () => {
    setBusy(true)
    try {
      await requestMemberType(kind === 'student' ? { kind, school: school.trim(), cardValidUntil: until } : { kind })
      Toast.show({ content: t('memberType.asked'), icon: 'success' })
      void client.invalidateQueries({ queryKey: ['member'] })
      onClose()
    } catch (error) {
      Toast.show({ content: errorMessage(error) })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Sheet visible={visible} onClose={onClose} bodyClassName={s.sheet}>
      <h2 className={s.typesTitle}>{t('memberType.ask')}</h2>
      <p className={s.typesNone}>{t('memberType.askHint')}</p>
      <div className={s.kinds} role="radiogroup" aria-label={t('memberType.kind')}>
        <Chip selected={kind === 'student'} disabled={studentOpen} onClick={() => setKind('student')}>
          {t('memberType.student')}
        </Chip>
        <Chip selected={kind === 'elderly'} disabled={elderlyOpen} onClick={() => setKind('elderly')}>
          {t('memberType.elderly')}
        </Chip>
      </div>
      {kind === 'student' && (
        <>
          <label className={s.formField}>
            <span>{t('memberType.school')}</span>
            <input value={school} maxLength={60} autoComplete="organization" onChange={(event) => setSchool(event.target.value)} />
          </label>
          <label className={s.formField}>
            <span>{t('memberType.cardUntil')}</span>
            <input type="date" value={until} onChange={(event) => setUntil(event.target.value)} />
          </label>
        </>
      )}
      <Button block color="primary" shape="rounded" className={s.submit} loading={busy} disabled={!ready} onClick={() => void send()}>
        {t('memberType.send')}
      </Button>
    </Sheet>
  )
}
