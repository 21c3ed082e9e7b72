import { Button } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMemberTypes, type MemberType } from '../../api/memberCode'
import { useLanguage } from '../../i18n'
import { formatDate, lastUsableDay } from '../../ui/format'
import { QueryError } from '../../ui/QueryError'
import { TypeRequestSheet } from './TypeRequestSheet'
import s from './MemberCodePage.module.css'

const KIND_KEYS = { student: 'memberType.student', elderly: 'memberType.elderly', employee: 'memberType.employee' } as const
const STATUS_KEYS = {
  approved: 'memberType.approved',
  pending: 'memberType.pending',
  rejected: 'memberType.rejected',
  expired: 'memberType.expired',
} as const

/**
 * The member's types (student, elderly-club, employee) under their code: those held, those waiting
 * for the card to be seen at a store, and a way to ask (decision 0028).
 */
export function MemberTypes() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const types = useMemberTypes()
  const [asking, setAsking] = useState(false)
  // The newest row of each kind says where the member stands with it.
  const latest = new Map<MemberType['kind'], MemberType>()
  for (const type of types.data?.list ?? []) if (!latest.has(type.kind)) latest.set(type.kind, type)
  const shown = [...latest.values()].filter((type) => type.status !== 'rejected')
  const open = (kind: MemberType['kind']) => ['pending', 'approved'].includes(latest.get(kind)?.status ?? '')
  return (
    <section className={s.types} aria-labelledby="member-types-title" data-testid="member-types">
      <h2 id="member-types-title" className={s.typesTitle}>
        {t('memberType.title')}
      </h2>
      <QueryError query={types} />
      {shown.length === 0 && types.isSuccess && <p className={s.typesNone}>{t('memberType.none')}</p>}
      {shown.map((type) => (
        <p key={type.id} className={s.typeRow} data-testid="member-type" data-kind={type.kind} data-status={type.status}>
          <strong>{t(KIND_KEYS[type.kind])}</strong>
          {' · '}
          {t(STATUS_KEYS[type.status])}
          {type.status === 'approved' && type.validUntil && ` · ${t('memberType.until', { date: formatDate(lastUsableDay(type.validUntil), lang) })}`}
          {type.status === 'pending' && <span className={s.typeHint}>{t('memberType.showCard')}</span>}
        </p>
      ))}
      {(!open('student') || !open('elderly')) && (
        <Button className={s.refresh} fill="outline" shape="rounded" onClick={() => setAsking(true)}>
          {t(open('student') ? 'memberType.askElderly' : open('elderly') ? 'memberType.askStudent' : 'memberType.ask')}
        </Button>
      )}
      <TypeRequestSheet visible={asking} onClose={() => setAsking(false)} studentOpen={open('student')} elderlyOpen={open('elderly')} />
    </section>
  )
}
