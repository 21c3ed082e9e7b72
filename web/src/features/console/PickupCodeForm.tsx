import { Button } from 'antd-mobile'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage, isSilentError } from '../../api/client'
import { useCollectMallOrder } from '../../api/console'
import type { MallOrder } from '../../api/mallOrders'
import { cleanPickupCode, pickupCodeProblem, saysWhileTyping } from './mallPickup'
import m from './MallPickups.module.css'

const PROBLEM_KEYS = { empty: 'mallPickup.empty', notDigits: 'mallPickup.notDigits', tooShort: 'mallPickup.length', tooLong: 'mallPickup.length' } as const

interface Props {
  /** The gift went to the member: the exchange, now finished. */
  onHandedOver: (order: MallOrder) => void
  /** The server refused the code (its message is shown here); the panel may narrow its list to it. */
  onRefused: (code: string) => void
  /** Staff typed again: a result shown for the last code is out of date. */
  onTyping: () => void
}

/**
 * The counter's pickup code field: staff type the six digits the member shows and hand the gift
 * over. The code is checked before it is sent; the server's refusal (none waiting here, collected
 * or cancelled already, a code two exchanges share) is its own words under the field.
 */
export function PickupCodeForm({ onHandedOver, onRefused, onTyping }: Props) {
  const { t } = useTranslation()
  const ids = useId()
  const collect = useCollectMallOrder()
  const [text, setText] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const problem = pickupCodeProblem(text)
  // A letter or a seventh digit is said as it is typed; an empty or short code once they tried (until they type again).
  const shownProblem = problem && (submitted || saysWhileTyping(problem)) ? t(PROBLEM_KEYS[problem]) : null
  const message = shownProblem ?? refusal

  const handOver = async () => {
    setSubmitted(true)
    setRefusal(null)
    if (problem || collect.isPending) return
    const code = cleanPickupCode(text)
    try {
      const order = await collect.mutateAsync({ pickupCode: code })
      setText('')
      setSubmitted(false)
      onHandedOver(order)
    } catch (error) {
      if (!isSilentError(error)) setRefusal(errorMessage(error))
      onRefused(code)
    }
  }

  return (
    <form
      className={m.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void handOver()
      }}
    >
      <label className={m.label} htmlFor={`${ids}-code`}>
        {t('mallPickup.code')}
      </label>
      <input
        id={`${ids}-code`}
        className={m.codeInput}
        value={text}
        inputMode="numeric"
        enterKeyHint="done"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('mallPickup.placeholder')}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${ids}-error` : undefined}
        onChange={(event) => {
          setText(event.target.value)
          setSubmitted(false)
          setRefusal(null)
          onTyping()
        }}
        data-testid="mall-pickup-input"
      />
      {message && (
        <p id={`${ids}-error`} className={m.error} role="alert" data-testid="mall-pickup-error">
          {message}
        </p>
      )}
      <Button type="submit" block color="primary" shape="rounded" className={m.submit} loading={collect.isPending} data-testid="mall-pickup-hand-over">
        {t('mallPickup.handOver')}
      </Button>
    </form>
  )
}
