import { Button, Switch } from 'antd-mobile'
import { useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { saveProfile, type MemberInfo, type ProfileInput, type Sex } from '../../api/account'
import { ApiError, errorMessage } from '../../api/client'
import { BirthdayInput } from './BirthdayInput'
import { Field } from './Field'
import {
  hongKongToday,
  validateBirthday,
  validateEmail,
  validateName,
  validateNickname,
  validateOctopus,
  type ValidationKey,
} from './validators'
import s from './forms.module.css'

/** spec 000 §8: 八达通卡号已被其他账号注册. */
export const OCTOPUS_TAKEN = 10036

interface Values {
  nickName: string
  sex: Sex
  birthday: string
  email: string
  lastName: string
  firstName: string
  octopusCardNo: string
  marketingOptIn: boolean
}

type Errors = Partial<Record<keyof Values | 'form', string | null>>

function valuesOf(member: MemberInfo | undefined): Values {
  return {
    nickName: member?.nickName ?? '',
    sex: member?.sex ?? 0,
    birthday: member?.birthday ?? '',
    email: member?.email ?? '',
    lastName: member?.lastName ?? '',
    firstName: member?.firstName ?? '',
    octopusCardNo: member?.octopusCardNo ?? '',
    marketingOptIn: member?.marketingOptIn === 1,
  }
}

/** Checks every field (spec 000 §5) and answers the payload to send, or the problems. */
function check(values: Values): { errors: Partial<Record<keyof Values, ValidationKey>>; input: ProfileInput } {
  const errors: Partial<Record<keyof Values, ValidationKey>> = {}
  const set = (field: keyof Values, problem: ValidationKey | null) => {
    if (problem) errors[field] = problem
  }
  const nickName = values.nickName.trim()
  if (nickName) set('nickName', validateNickname(nickName))
  set('birthday', validateBirthday(values.birthday, hongKongToday()))
  set('email', validateEmail(values.email))
  set('lastName', validateName(values.lastName, 'last'))
  set('firstName', validateName(values.firstName, 'first'))
  set('octopusCardNo', validateOctopus(values.octopusCardNo))
  // Fields left empty are not sent: the server keeps what it has (docs/API.md).
  const input: ProfileInput = {
    sex: values.sex,
    birthday: values.birthday,
    lastName: values.lastName.trim(),
    firstName: values.firstName.trim(),
    marketingOptIn: values.marketingOptIn ? 1 : 0,
    ...(nickName ? { nickName } : {}),
    ...(values.email.trim() ? { email: values.email.trim() } : {}),
    ...(values.octopusCardNo.trim() ? { octopusCardNo: values.octopusCardNo.trim() } : {}),
  }
  return { errors, input }
}

interface Props {
  member: MemberInfo | undefined
  submitLabel: string
  onSaved(member: MemberInfo): void
  /** Shown under the submit button (registerInfo's "later"). */
  footer?: ReactNode
}

/** The profile fields of spec 000 §3 with the rules of §5; saves with POST /v1/member/profile/save. */
export function ProfileForm({ member, submitLabel, onSaved, footer }: Props) {
  const { t } = useTranslation()
  const [values, setValues] = useState<Values>(() => valuesOf(member))
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)
  const today = hongKongToday()

  const change = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }))
    if (errors[field]) setErrors((previous) => ({ ...previous, [field]: null }))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const { errors: problems, input } = check(values)
    const messages: Errors = {}
    for (const [field, key] of Object.entries(problems)) messages[field as keyof Values] = t(`validation.${key}`)
    setErrors(messages)
    if (Object.keys(problems).length) return
    setBusy(true)
    try {
      onSaved(await saveProfile(input))
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === OCTOPUS_TAKEN) setErrors({ octopusCardNo: failure.message })
      else setErrors({ form: errorMessage(failure) })
    } finally {
      setBusy(false)
    }
  }

  const text = (field: 'nickName' | 'email' | 'lastName' | 'firstName' | 'octopusCardNo', label: string, placeholder: string, extra: Record<string, string> = {}) => (
    <Field label={label} error={errors[field]}>
      {({ inputId, describedBy, invalid }) => (
        <div className={`${s.control} ${invalid ? s.invalid : ''}`}>
          <input
            id={inputId}
            className={s.input}
            value={values[field]}
            placeholder={placeholder}
            onChange={(event) => change(field, event.target.value)}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            {...extra}
          />
        </div>
      )}
    </Field>
  )

  return (
    <form className={s.stack} onSubmit={(event) => void submit(event)} noValidate>
      {text('nickName', t('profile.nickname'), t('profile.nicknamePlaceholder'), { maxLength: '20', autoComplete: 'nickname' })}
      <div className={s.field}>
        <span className={s.label} id="profile-sex">
          {t('profile.sex')}
        </span>
        <div className={s.segments} role="radiogroup" aria-labelledby="profile-sex">
          {([1, 2, 0] as const).map((sex) => (
            <button key={sex} type="button" role="radio" aria-checked={values.sex === sex} className={s.segment} onClick={() => change('sex', sex)}>
              {t(`profile.sexes.${sex}`)}
            </button>
          ))}
        </div>
      </div>
      <div className={s.twoColumns}>
        {text('lastName', t('profile.lastName'), t('profile.lastNamePlaceholder'), { autoComplete: 'family-name', maxLength: '30' })}
        {text('firstName', t('profile.firstName'), t('profile.firstNamePlaceholder'), { autoComplete: 'given-name', maxLength: '30' })}
      </div>
      <Field label={t('profile.birthday')} error={errors.birthday} hint={t('profile.birthdayHint')}>
        {(ids) => <BirthdayInput value={values.birthday} onChange={(birthday) => change('birthday', birthday)} latestYear={today.year} ids={ids} />}
      </Field>
      {text('email', t('profile.email'), t('profile.emailPlaceholder'), { type: 'email', autoComplete: 'email', inputMode: 'email', maxLength: '254' })}
      {text('octopusCardNo', t('profile.octopus'), t('profile.octopusPlaceholder'), { inputMode: 'numeric', maxLength: '10', autoComplete: 'off' })}
      <div className={s.switchRow}>
        <div>
          <span className={s.label} id="profile-marketing">
            {t('profile.marketing')}
          </span>
          <p className={s.hint}>{t('profile.marketingHint')}</p>
        </div>
        <Switch checked={values.marketingOptIn} onChange={(checked) => change('marketingOptIn', checked)} aria-labelledby="profile-marketing" />
      </div>
      {errors.form && (
        <p className={s.formError} role="alert">
          {errors.form}
        </p>
      )}
      <Button type="submit" block color="primary" className={s.submit} loading={busy}>
        {submitLabel}
      </Button>
      {footer}
    </form>
  )
}
