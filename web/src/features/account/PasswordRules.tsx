import { CheckCircleFill, CloseCircleOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { passwordChecks, type PasswordChecks } from './validators'
import s from './PasswordRules.module.css'

const SHOWN: ReadonlyArray<keyof PasswordChecks> = ['length', 'digit', 'upper', 'lower', 'symbol', 'match']

/** The password rules of spec 000 §5, ticked off live as the person types. */
export function PasswordRules({ password, confirmation }: { password: string; confirmation: string }) {
  const { t } = useTranslation()
  const checks = passwordChecks(password, confirmation)
  // "no spaces / full-width characters" only appears when it is broken.
  const rules = checks.plain ? SHOWN : [...SHOWN.slice(0, 5), 'plain' as const, 'match' as const]
  return (
    <div className={s.rules} aria-live="polite">
      <p className={s.title}>{t('password.rulesTitle')}</p>
      <ul className={s.list}>
        {rules.map((rule) => (
          <li key={rule} className={checks[rule] ? s.met : s.unmet} data-rule={rule} data-met={checks[rule]}>
            {checks[rule] ? <CheckCircleFill aria-hidden="true" /> : <CloseCircleOutline aria-hidden="true" />}
            <span>{t(`password.rules.${rule}`)}</span>
            <span className="visually-hidden">{checks[rule] ? t('password.ruleMet') : t('password.ruleUnmet')}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
