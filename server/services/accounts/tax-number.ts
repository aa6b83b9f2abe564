// Turkish tax numbers (spec §5.6): 10 digits are a VKN (vergi kimlik numarası) with its check digit,
// 11 digits a TCKN (a sole proprietor's tax number is their national id), checked by the TCKN rule.
import { isValidTckn } from '../../schemas/rules/index.js'

/** The VKN check digit (GİB's algorithm): the 10th digit from the first nine. */
export function vknCheckDigit(first9: string): number {
  let sum = 0
  for (let i = 0; i < 9; i++) {
    const tmp = (Number(first9[i]) + 9 - i) % 10
    let v = (tmp * 2 ** (9 - i)) % 9
    if (tmp !== 0 && v === 0) v = 9
    sum += v
  }
  return (10 - (sum % 10)) % 10
}

export function isValidVkn(value: string): boolean {
  return /^\d{10}$/.test(value) && vknCheckDigit(value.slice(0, 9)) === Number(value[9])
}

/** A 10-digit VKN with a right check digit, or an 11-digit valid TCKN. */
export function isValidTaxNumber(value: string): boolean {
  return value.length === 10 ? isValidVkn(value) : value.length === 11 ? isValidTckn(value) : false
}
