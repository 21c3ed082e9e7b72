import type { Message, MessageCategory } from '../../api/messages'

/** Pure helpers of the message centre: no React. */

/** The i18n key of a category's name. */
export const categoryKey = (category: MessageCategory) => `messages.category.${category}` as const

/**
 * Where tapping a message goes: its link when it is a path inside the app ("/…", never "//host"
 * or a scheme), else nowhere (the message is only marked read).
 */
export function inAppTarget(link: string): string | null {
  if (!link.startsWith('/') || link.startsWith('//') || link.includes('\\')) return null
  return link
}

/** The newest message's id of the loaded ones (read/sync marks up to it), or undefined. */
export function newestId(messages: readonly Message[]): number | undefined {
  return messages.reduce<number | undefined>((max, m) => (max === undefined || m.id > max ? m.id : max), undefined)
}
