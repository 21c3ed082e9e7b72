/**
 * Money is integer cents inside the app; the wire carries decimal dollar strings ("38.5").
 * The brand makes Cents incompatible with plain numbers, so a price cannot be mixed with a
 * quantity or a float by accident.
 */
export type Cents = number & { readonly __brand: 'Cents' }

export const ZERO = 0 as Cents

export function cents(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`not a whole number of cents: ${value}`)
  return value as Cents
}

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?$/

/** Parses a dollar amount ("38.5", "0.01", 12) into cents, rounding half up past two decimals; null when invalid. */
export function tryParseCents(value: string | number | null | undefined): Cents | null {
  if (value === null || value === undefined) return null
  const text = (typeof value === 'number' ? numberToPlain(value) : value).trim()
  const match = DECIMAL.exec(text)
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return null
  const [, sign, whole, fraction = ''] = match
  const padded = (fraction + '000').slice(0, 3)
  let amount = Number(whole || '0') * 100 + Number(padded.slice(0, 2))
  if (Number(padded[2]) >= 5) amount += 1
  if (!Number.isSafeInteger(amount)) return null
  return (sign === '-' && amount !== 0 ? -amount : amount) as Cents
}

function numberToPlain(value: number): string {
  if (!Number.isFinite(value)) return 'NaN'
  // toFixed avoids exponent notation; 6 places keep the digits a decimal string would carry.
  return value.toFixed(6)
}

/** Parses a wire amount; invalid input counts as zero so one bad price cannot break a menu. */
export function parseCents(value: string | number | null | undefined): Cents {
  return tryParseCents(value) ?? ZERO
}

export function addCents(...values: Cents[]): Cents {
  return values.reduce((sum, value) => sum + value, 0) as Cents
}

export function multiplyCents(value: Cents, quantity: number): Cents {
  if (!Number.isInteger(quantity)) throw new RangeError(`quantity must be whole: ${quantity}`)
  return (value * quantity) as Cents
}

/** "38.5" for 3850, "38" for 3800, "38.05" for 3805: the way the menus print prices. */
export function centsToDecimal(value: Cents): string {
  const negative = value < 0
  const abs = Math.abs(value)
  const whole = Math.floor(abs / 100)
  const fraction = abs % 100
  let text = String(whole)
  if (fraction !== 0) text += '.' + String(fraction).padStart(2, '0').replace(/0$/, '')
  return negative ? `-${text}` : text
}

/**
 * "$38.5" in every language (the brand's currency symbol is $, spec 000 §1); thousands are
 * grouped the way the locale groups them.
 */
export function formatMoney(value: Cents, locale: string = 'zh-HK'): string {
  const decimal = centsToDecimal(value)
  const negative = decimal.startsWith('-')
  const [whole, fraction] = (negative ? decimal.slice(1) : decimal).split('.')
  const grouped = new Intl.NumberFormat(locale, { useGrouping: true, maximumFractionDigits: 0 }).format(Number(whole))
  return `${negative ? '-' : ''}$${grouped}${fraction ? `.${fraction}` : ''}`
}
