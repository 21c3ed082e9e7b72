import { Button } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../api/client'
import { fetchDishByCode, type DishByCode } from '../../api/dinein'
import { useLanguage } from '../../i18n'
import { Sheet } from '../../ui/Sheet'
import s from './Dine.module.css'

interface Props {
  visible: boolean
  sid: number
  /** The dish the code names: the page opens it on its menu (choices, quantity) or says it is not on it. */
  onFound: (dish: DishByCode) => void
  onClose: () => void
}

/** A code is 1–32 letters, digits or "-" (the server's rule); typed in any case. */
const CODE = /^[A-Za-z0-9-]{1,32}$/

/**
 * Ordering by the number printed on the menu (a cha chaan teng's "A01", "B01C" for an iced drink):
 * the diner types it and the dish opens as if picked from the menu (getSkuIdByCode).
 */
export function DishCodeSheet({ visible, sid, onFound, onClose }: Props) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const [code, setCode] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [looking, setLooking] = useState(false)

  const look = async () => {
    const typed = code.trim()
    if (!CODE.test(typed)) {
      setProblem(t('dinein.dishCodeInvalid'))
      return
    }
    setLooking(true)
    setProblem(null)
    try {
      const dish = await fetchDishByCode(sid, typed, lang)
      setCode('')
      onFound(dish)
    } catch (error) {
      setProblem(error instanceof ApiError && error.httpStatus === 404 ? t('dinein.dishCodeUnknown', { code: typed }) : error instanceof Error ? error.message : String(error))
    } finally {
      setLooking(false)
    }
  }

  return (
    <Sheet visible={visible} onClose={onClose} bodyClassName={s.sheet}>
      <form
        role="dialog"
        aria-modal="true"
        aria-labelledby="dish-code-title"
        className={s.sheetBody}
        onSubmit={(event) => {
          event.preventDefault()
          void look()
        }}
      >
        <header className={s.sheetHead}>
          <h2 id="dish-code-title" className={s.sheetTitle}>
            {t('dinein.dishCodeTitle')}
          </h2>
          <span className={s.muted}>{t('dinein.dishCodeHint')}</span>
        </header>
        <label className={s.fieldLabel} htmlFor="dish-code">
          {t('dinein.dishCodeLabel')}
        </label>
        <input
          id="dish-code"
          className={s.input}
          autoComplete="off"
          autoCapitalize="characters"
          enterKeyHint="search"
          maxLength={32}
          placeholder="A01"
          value={code}
          aria-invalid={problem !== null}
          aria-describedby={problem ? 'dish-code-problem' : undefined}
          onChange={(event) => {
            setCode(event.target.value.toUpperCase())
            setProblem(null)
          }}
        />
        {problem && (
          <p id="dish-code-problem" className={s.warning} role="alert">
            {problem}
          </p>
        )}
        <footer className={s.sheetFoot}>
          <Button shape="rounded" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color="primary" shape="rounded" type="submit" loading={looking} data-testid="dish-code-find">
            {t('dinein.dishCodeFind')}
          </Button>
        </footer>
      </form>
    </Sheet>
  )
}
