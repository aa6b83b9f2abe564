// The booking's Turkish answers (sell-wizard.md §5, issue 14): each refusal names the field it is
// about and changes nothing.
import { GatewayError } from '../../plugins/errors.js'

export const BOOKING_MSG = {
  raced: 'Bu saat az önce doldu, lütfen başka bir saat seçin.',
  holdExpired: 'Bu saat için ayırdığımız 10 dakikalık süre doldu. Lütfen saati yeniden seçin.',
  past: 'Bu saat artık seçilemiyor, lütfen başka bir saat seçin.',
  horizon: 'Bu tarih için henüz randevu verilmiyor; en fazla 14 gün sonrasına randevu alabilirsiniz.',
  unknownSlot: 'Seçtiğiniz saat bu şubenin randevu saatleri arasında değil. Lütfen listeden bir saat seçin.',
  closed: (reason: string) => `Şubemiz bu gün kapalı (${reason}). Lütfen başka bir gün seçin.`,
  branch: 'Lütfen listeden bir şube seçin.',
  city: 'Lütfen il seçin.',
  cityMismatch: 'Seçtiğiniz şube bu ilde değil. Lütfen şubeyi yeniden seçin.',
  noVerifiedPhone: 'Randevu için önce telefon numaranızı doğrulamanız gerekir.',
  noOffer: 'Randevu için önce ön teklifinizi almanız gerekir.',
  declaration: 'Devam etmek için satış koşullarını onaylamanız gerekir.',
  notFound: 'Randevu bulunamadı.',
  cancelled: 'Bu randevu iptal edildi ve yeniden açılamaz. Yeni bir randevu alabilirsiniz.',
  notChangeable: 'Bu randevu artık değiştirilemez.',
  existing: (reference: string, when: string, branch: string) =>
    `Bu telefon ve plaka için ${when} tarihinde ${branch} şubesinde randevunuz var (Randevu no: ${reference}). ` +
    'Yeni bir saat için mevcut randevunuzu SMS ile gönderdiğimiz "Değiştir/iptal" bağlantısından taşıyabilirsiniz.',
} as const

export const bookingError = (code: string, status: 400 | 404 | 409, message: string, field?: string) =>
  new GatewayError(code, status, message, field ? [{ field, message }] : undefined)
