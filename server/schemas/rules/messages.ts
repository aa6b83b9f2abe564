// User-facing texts of product spec §5, verbatim. Entries marked "team decision"
// have no text in the spec.
export const messages = {
  // 5.1 phone
  phoneInvalid: 'Geçersiz telefon numarası',
  phoneRequiredContact: 'Lütfen telefon numaranızı giriniz!',
  phoneRequired: 'Lütfen telefon numarası giriniz',
  phoneRequiredSms: 'Telefon numarası girmeniz gerekmektedir',
  // 5.2 plate
  plateInvalid: 'Geçersiz plaka no',
  plateRequired: 'Lütfen plaka giriniz', // team decision
  // 5.3 contact form
  contactNameRequired: 'Lütfen adınızı giriniz!',
  contactSurnameRequired: 'Lütfen soyadınızı giriniz!',
  contactEmailRequired: 'Lütfen email adresinizi giriniz!',
  contactSubjectRequired: 'Lütfen konu tipini seçiniz!',
  contactRequestTypeRequired: 'Lütfen talep tipini seçiniz!',
  contactMessageRequired: 'Lütfen mesajınızı giriniz!',
  contactCaptchaRequired: 'Lütfen güvenlik doğrulamasını tamamlayın.',
  // 5.4 SMS code
  smsCodeRequired: 'Lütfen SMS Kodunu giriniz',
  smsCodeMinLength: 'Kod minimum 4 karakter olmalıdır.',
  smsCodeMaxLength: 'Kod en fazla 4 karakter olmalıdır.', // team decision
  // shared by 5.4, 5.6 and 5.9
  digitsOnly: 'Sadece rakam giriniz',
  // 5.5 password
  passwordRequiredRegister: 'Lütfen şifrenizi giriniz.',
  passwordMinLength: 'Şifre en az 8 karakter olmalıdır.',
  passwordComplexityRegister:
    'Şifre en az bir büyük harf, bir küçük harf, bir rakam ve bir simge içermelidir.',
  passwordMismatchRegister: 'Şifreler uyuşmamaktadır!',
  passwordRequired: 'Lütfen şifre giriniz',
  passwordComplexity: 'Şifre büyük harf, küçük harf ve rakam içermelidir.',
  passwordMaxLength: 'Lütfen daha kısa bir şifre seçiniz',
  passwordMismatchReset: 'Girdiğiniz şifreler aynı olmalıdır.',
  // 5.6 registration
  termsRequired: 'Lütfen Hüküm ve Koşulları kabul ediniz',
  companyNameRequired: 'Lütfen şirket adını giriniz', // team decision
  taxOfficeRequired: 'Lütfen vergi dairesini giriniz',
  specialCharacters: 'Özel karakter girilmemelidir',
  taxNumberRequired: 'Lütfen vergi numarasını giriniz',
  taxNumberLength: 'Vergi no 10 veya 11 hane olmalıdır',
  taxNumberInvalid: 'Vergi numarası geçersiz.',
  formInvalid: 'Devam etmek için hatalı alanları düzeltiniz.',
  // 5.7 call form and 5.9 generic text / e-mail
  valueRequired: 'Lütfen değer giriniz',
  emailRequired: 'Lütfen email giriniz',
  emailInvalid: 'Mail adresiniz uygun değil',
  callTopicRequired: 'Lütfen talep konusu seçiniz',
  // 5.8 login
  loginCaptchaRequired: 'Lütfen güvenlik doğrulamasını yapınız.',
  loginIncomplete: 'Devam etmek için lütfen bilgilerinizi eksiksiz giriniz.',
  // 5.9 TCKN and other
  tcknRequired: 'TCKN giriniz',
  tcknTooShort: 'TCKN eksik girilmiştir.',
  tcknInvalid: 'TCKN yanlış girilmiştir.',
  announcementNoRequired: 'Announcement No boş olmamalı',
  // Control characters, lone surrogates and bidi controls in any text field (decision 021)
  invalidCharacters: 'Geçersiz karakter içeriyor.', // team decision
} as const

export type MessageKey = keyof typeof messages
