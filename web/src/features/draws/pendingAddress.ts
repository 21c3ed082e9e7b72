/**
 * The prize whose address the member went to add (the address form goes back when saved): the
 * prize list opens its address sheet again on return. One tab's memory (session storage).
 */
const KEY = 'qsr.draws.addressFor'

export function rememberPendingAddress(recordNo: string) {
  try {
    sessionStorage.setItem(KEY, recordNo)
  } catch {
    // storage unavailable: the member opens the sheet again themselves
  }
}

/** The prize waiting for an address, once (it is forgotten as it is read). */
export function takePendingAddress(): string | null {
  try {
    const recordNo = sessionStorage.getItem(KEY)
    sessionStorage.removeItem(KEY)
    return recordNo
  } catch {
    return null
  }
}
