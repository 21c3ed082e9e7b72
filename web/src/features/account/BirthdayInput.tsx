import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLanguage } from '../../i18n'
import type { FieldIds } from './Field'
import s from './forms.module.css'

interface Props {
  /** "YYYY-MM-DD", a part of it ("1990", "1990-05") while being chosen, or "". */
  value: string
  onChange: (value: string) => void
  latestYear: number
  ids: FieldIds
}

type Part = 'year' | 'month' | 'day'

/**
 * The birthday as Hong Kong writes it: 年 月 日 in Chinese, day / month / year in English, as three
 * selects (a phone shows each as its own wheel), instead of the browser's date input, which follows
 * the browser's locale (a US month-first picker on many phones).
 */
export function BirthdayInput({ value, onChange, latestYear, ids }: Props) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const [parts, setParts] = useState(() => partsOf(value))
  const order: Part[] = lang === 'en' ? ['day', 'month', 'year'] : ['year', 'month', 'day']

  const choose = (part: Part, chosen: string) => {
    const next = { ...parts, [part]: chosen }
    setParts(next)
    onChange(joined(next))
  }

  const options: Record<Part, { value: string; label: string }[]> = {
    year: Array.from({ length: latestYear - 1900 + 1 }, (_, index) => String(latestYear - index)).map((year) => ({ value: year, label: lang === 'en' ? year : `${year}年` })),
    month: Array.from({ length: 12 }, (_, index) => index + 1).map((month) => ({
      value: String(month).padStart(2, '0'),
      label: lang === 'en' ? new Date(Date.UTC(2000, month - 1, 1)).toLocaleString('en-HK', { month: 'short', timeZone: 'UTC' }) : `${month}月`,
    })),
    day: Array.from({ length: 31 }, (_, index) => index + 1).map((day) => ({ value: String(day).padStart(2, '0'), label: lang === 'en' ? String(day) : `${day}日` })),
  }

  return (
    <div className={s.birthday} data-order={order.join('-')}>
      {order.map((part, index) => (
        <div key={part} className={`${s.control} ${ids.invalid ? s.invalid : ''}`}>
          <select
            id={index === 0 ? ids.inputId : undefined}
            className={s.input}
            aria-label={t(`profile.birthdayPart.${part}`)}
            aria-describedby={ids.describedBy}
            aria-invalid={ids.invalid}
            value={parts[part]}
            onChange={(event) => choose(part, event.target.value)}
          >
            <option value="">{t(`profile.birthdayPart.${part}`)}</option>
            {options[part].map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
    </div>
  )
}

function partsOf(value: string): Record<Part, string> {
  const [year = '', month = '', day = ''] = value.split('-')
  return { year, month, day }
}

/** What validateBirthday reads: the whole date, or as much of it as is chosen (it asks for the rest). */
function joined({ year, month, day }: Record<Part, string>): string {
  if (!year && !month && !day) return ''
  return [year || '0000', month || '00', day || '00'].join('-')
}
