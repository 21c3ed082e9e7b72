import { useRef, useState } from 'react'
import { randomId } from '../api/randomId'
import { toastError } from '../app/errorToast'

/**
 * Paying for a product (a top-up, a pass) on the card gateway's page: `pay` starts the order with
 * the attempt's idempotency key and sends the browser to the gateway. One key per attempt: a
 * double tap or a retry after a lost answer is the same order; choosing something else (`renew`)
 * or a refused start (said to the member) makes the next tap a new attempt.
 */
export function useCardCheckout() {
  const key = useRef(randomId())
  const [busy, setBusy] = useState(false)
  const renew = () => {
    key.current = randomId()
  }
  const pay = async (start: (idempotencyKey: string) => Promise<{ payUrl: string }>) => {
    setBusy(true)
    try {
      const answer = await start(key.current)
      window.location.assign(answer.payUrl)
    } catch (error) {
      // Said to the member (not a query or a mutation, so the query client does not say it).
      toastError(error)
      renew()
      setBusy(false)
    }
  }
  return { busy, pay, renew }
}
