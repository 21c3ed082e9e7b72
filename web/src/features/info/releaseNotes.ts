/**
 * What each release of the app brought, newest first (memberPlus/pages/versionList). The words
 * are in the translations (`versions.notes.<key>`); the list lives here so a release adds a line.
 */
export const RELEASE_NOTES = ['everyPage', 'messages', 'mall', 'purchases', 'membership', 'coupons', 'ordering'] as const

export type ReleaseNote = (typeof RELEASE_NOTES)[number]
