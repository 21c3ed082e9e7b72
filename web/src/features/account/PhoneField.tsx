import { CheckOutline, DownOutline } from 'antd-mobile-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Field } from './Field'
import { AREA_CODES, type AreaCode } from '../../checkout/phone'
import s from './forms.module.css'
import { Sheet } from '../../ui/Sheet'

interface Props {
  areaCode: AreaCode
  phone: string
  onAreaCode(areaCode: AreaCode): void
  onPhone(phone: string): void
  error?: string | null
  label?: string
}

/** Area code picker (852 by default; 853, 86, 62, 63) and the mobile number. */
export function PhoneField({ areaCode, phone, onAreaCode, onPhone, error, label }: Props) {
  const { t } = useTranslation()
  const [picking, setPicking] = useState(false)
  return (
    <Field label={label ?? t('auth.phone')} error={error}>
      {({ inputId, describedBy, invalid }) => (
        <div className={`${s.control} ${invalid ? s.invalid : ''}`}>
          <button
            type="button"
            className={s.affix}
            onClick={() => setPicking(true)}
            aria-label={`${t('auth.areaCode')} +${areaCode} ${t(`auth.areas.${areaCode}`)}`}
            aria-haspopup="dialog"
          >
            +{areaCode}
            <DownOutline />
          </button>
          <input
            id={inputId}
            className={s.input}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={16}
            placeholder={t('auth.phonePlaceholder')}
            value={phone}
            onChange={(event) => onPhone(event.target.value.replace(/[^\d\s-]/g, ''))}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
          <Sheet visible={picking} onClose={() => setPicking(false)} bodyClassName={s.sheet}>
            <div role="dialog" aria-label={t('auth.areaCodeTitle')}>
              <p className={s.sheetTitle}>{t('auth.areaCodeTitle')}</p>
              <div role="radiogroup" aria-label={t('auth.areaCode')}>
                {AREA_CODES.map((code) => (
                  <button
                    key={code}
                    type="button"
                    role="radio"
                    aria-checked={code === areaCode}
                    className={s.sheetOption}
                    onClick={() => {
                      onAreaCode(code)
                      setPicking(false)
                    }}
                  >
                    <span className={s.sheetCode}>+{code}</span>
                    <span className={s.sheetName}>{t(`auth.areas.${code}`)}</span>
                    {code === areaCode && <CheckOutline aria-hidden="true" />}
                  </button>
                ))}
              </div>
              <button type="button" className={s.sheetCancel} onClick={() => setPicking(false)}>
                {t('common.cancel')}
              </button>
            </div>
          </Sheet>
        </div>
      )}
    </Field>
  )
}
