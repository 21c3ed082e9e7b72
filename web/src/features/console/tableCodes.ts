/**
 * Reprinting a table's QR code from the console (POST /v1/console/table/rotate): the table number
 * staff type is checked as the server checks it (docs/API.md "Dine-in tables": up to 10 letters,
 * digits or "-"). Pure, no React.
 */
export const TABLE_NO_MAX = 10

export type TableNoProblem = 'empty' | 'tooLong' | 'invalid'

/** The number as it is sent: without the spaces around it. */
export const cleanTableNo = (text: string): string => text.trim()

/** What is wrong with a typed table number, or null when it can be sent. */
export function tableNoProblem(text: string): TableNoProblem | null {
  const tableNo = cleanTableNo(text)
  if (!tableNo) return 'empty'
  if ([...tableNo].length > TABLE_NO_MAX) return 'tooLong'
  if (!/^[A-Za-z0-9-]+$/.test(tableNo)) return 'invalid'
  return null
}
