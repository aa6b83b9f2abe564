// The tax number checks live with the shared rules (the register form checks them in the browser too).
export { isValidTaxNumber, isValidVkn, vknCheckDigit } from '../../schemas/rules/index.js'
