import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage, isSilentError } from '../../api/client'
import { useExchangeWish, type Wish, type WishExchange } from '../../api/wishes'
import { useSubmitAttempt } from '../../checkout/useSubmitAttempt'
import { refusalWords } from './wishExchange'

export type ExchangeOutcome = { exchanged: WishExchange } | { error: string } | null

/**
 * Exchanges one of the campaign's sets. One idempotency key per attempt: a double tap, or a retry
 * after a lost answer, is the same exchange (the server answers it again, the reward comes once);
 * an answer ends the attempt, so the next tap (a second set) is a new one. The outcome is the
 * reward or the refusal in words; a session that ended says so in its own modal.
 */
export function useWishExchange(wish: Pick<Wish, 'id' | 'exchangeLimit'>) {
  const { t } = useTranslation()
  const attempt = useSubmitAttempt()
  const mutation = useExchangeWish()
  const sending = useRef(false)
  const [outcome, setOutcome] = useState<ExchangeOutcome>(null)
  const exchange = async () => {
    if (sending.current) return
    sending.current = true
    setOutcome(null)
    try {
      const exchanged = await mutation.mutateAsync({ id: wish.id, idempotencyKey: attempt.keyFor({ wish: wish.id }) })
      attempt.succeeded()
      setOutcome({ exchanged })
    } catch (error) {
      if (attempt.failed(error)) setOutcome({ error: t('wishes.error.lost') })
      else if (!isSilentError(error)) {
        const words = refusalWords(error, wish)
        setOutcome({ error: words ? t(words.key, words.values) : errorMessage(error) })
      }
    } finally {
      sending.current = false
    }
  }
  return { exchange, busy: mutation.isPending, outcome }
}
