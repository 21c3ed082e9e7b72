/** The help page's pieces (pure): the steps of collecting, in order, and the campaign a link names. */

/** How cards come and go, as the help page lists them (i18n keys). */
export const HOW_STEPS = ['wishes.help.steps.order', 'wishes.help.steps.random', 'wishes.help.steps.exchange', 'wishes.help.steps.notCounted'] as const

/** The campaign id of `?id=`: a positive whole number, or null (none, or not one). */
export function wishIdOf(value: string | null): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null
  const id = Number(value)
  return id > 0 ? id : null
}
