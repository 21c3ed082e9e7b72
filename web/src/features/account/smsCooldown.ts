import { useCallback, useEffect, useState } from 'react'

/**
 * The "get code" countdown (60 s, the server's resendIn). It is kept as an end time per scene and
 * phone, in memory and sessionStorage, so that it survives re-renders, leaving the page and
 * reloading it: only time makes it run out.
 */
export const RESEND_SECONDS = 60

const STORAGE_KEY = 'qsr.smsCooldown'

type Deadlines = Record<string, number>

function load(): Deadlines {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY)
    const parsed: unknown = raw ? JSON.parse(raw) : {}
    return parsed && typeof parsed === 'object' ? (parsed as Deadlines) : {}
  } catch {
    return {}
  }
}

let deadlines: Deadlines | null = null

function all(): Deadlines {
  deadlines ??= load()
  return deadlines
}

export function cooldownKey(scene: string, areaCode: string, phone: string): string {
  return `${scene}:${areaCode}:${phone.replace(/[\s-]/g, '')}`
}

/** Whole seconds left until `until` (0 when passed), rounded up so 0.2 s left still shows 1. */
export function secondsLeft(until: number | undefined, now: number): number {
  if (!until || until <= now) return 0
  return Math.ceil((until - now) / 1000)
}

export function startCooldown(key: string, seconds: number, now: number = Date.now()) {
  const next = { ...all() }
  for (const [other, until] of Object.entries(next)) if (until <= now) delete next[other]
  next[key] = now + seconds * 1000
  deadlines = next
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next))
  } catch {
    // kept in memory for this visit
  }
}

export function cooldownLeft(key: string, now: number = Date.now()): number {
  return secondsLeft(all()[key], now)
}

/** The seconds left for `key`, ticking once a second while it runs. */
export function useSmsCooldown(key: string) {
  const [left, setLeft] = useState(() => cooldownLeft(key))
  useEffect(() => {
    setLeft(cooldownLeft(key))
    const timer = setInterval(() => setLeft(cooldownLeft(key)), 1000)
    return () => clearInterval(timer)
  }, [key])
  const start = useCallback(
    (seconds: number) => {
      startCooldown(key, seconds)
      setLeft(cooldownLeft(key))
    },
    [key],
  )
  return { left, start }
}
