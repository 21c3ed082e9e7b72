import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { MEMBER_AGREEMENT, PRIVACY_AGREEMENT, useAgreements } from '../../api/account'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { CheckboxField } from '../../ui/CheckboxField'
import s from './forms.module.css'

export interface AgreementState {
  terms: boolean
  privacy: boolean
}

/** The two agreements registration needs (spec 000 §5), each opening its text (richText page). */
export function AgreementChecks({ value, onChange }: { value: AgreementState; onChange(value: AgreementState): void }) {
  const { t } = useTranslation()
  const agreements = useAgreements()
  const idOf = (type: string) => agreements.data?.find((entry) => entry.type === type)?.id
  const items = [
    { key: 'terms' as const, type: MEMBER_AGREEMENT, name: t('auth.memberTerms') },
    { key: 'privacy' as const, type: PRIVACY_AGREEMENT, name: t('auth.privacyPolicy') },
  ]
  return (
    <div className={s.checks}>
      {items.map((item) => (
        <CheckboxField key={item.key} checked={value[item.key]} onChange={(checked) => onChange({ ...value, [item.key]: checked })}>
          {t('auth.agreePrefix')}{' '}
          <Link to={pageUrl(PAGE.richText, { type: item.type, id: idOf(item.type) })}>
            {item.name}
          </Link>
        </CheckboxField>
      ))}
    </div>
  )
}
