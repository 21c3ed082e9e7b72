import { useEffect, useState } from 'react'

/** The current time, renewed every `intervalMs`: for "n minutes ago" texts that must keep up. */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs)
    return () => window.clearInterval(timer)
  }, [intervalMs])
  return now
}
