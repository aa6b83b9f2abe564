// /api/auth (issue 16, decision 031): next-auth v4's REST wire, so the real next-auth/react client
// drives the gateway unchanged (accounts.md §1), plus the spec's §7 account calls. The wire answers
// in next-auth's shapes (`{}`, `{ url }`, redirects) rather than the gateway's error shape, because
// that client reads only those; the §7 calls answer `{ status, message, … }` and fail in the
// gateway's error shape.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import Type from 'typebox'
import { ErrorResponseSchema, errorResponses } from '../../schemas/common.js'
import {
  AccountRecordsBody, AccountRecordsResponse,
  ChangePasswordBody, ChangePasswordResponse, ChangePhoneBody, ChangePhoneVerificationBody, ChangePhoneVerificationResponse,
  ProfileBody, ProfileResponse,
  ChangeForgottenPasswordBody, CredentialsBody, CsrfSchema, EmptySchema, ErrorQuery, FORM_CONSUMES, ForgotPasswordBody,
  ForgotPasswordVerificationBody, LogBody, OtpLoginGetCodeBody, PhoneVerificationBody, ProviderParams, ProvidersSchema,
  RegisterBody, RegisterResponse, RevokeAllBody, RevokeAllResponse, SessionOrEmptySchema, SessionUpdateBody, SignInQuery,
  SignoutBody, SmsLogResponse, StatusMessage, UrlSchema,
} from '../../schemas/auth.js'
import { GatewayError } from '../../plugins/errors.js'
import { maskDigits, sanitizeUrl } from '../../logging/redaction.js'
import { AUTH_MSG } from '../../services/accounts/account-service.js'
import { AccountRecords, RECORDS_WINDOW_DAYS } from '../../services/accounts/account-records.js'
import type { ReadSession } from '../../services/accounts/sessions.js'
import {
  AUTH_BASE_PATH, cookieNames, csrfFromCookie, csrfMatches, errorUrl, isCrossSite, newCsrf, safeCallbackUrl, type SignInFailure,
} from '../../services/accounts/next-auth-wire.js'

const JSON_TYPE = 'application/json; charset=utf-8'
const NO_STORE = 'private, no-cache, no-store'
const TAGS = ['Hesap']
/** Where a navigation to sign in lands: the site's own sign-in page (its dialog opens there). */
export const SIGN_IN_PAGE = '/giris'
const ERROR_NAME = /^[A-Za-z]{1,40}$/

/** The wire's answers besides 200, documented as they are (not the gateway's error shape). */
const WireError = Type.Union([UrlSchema, ErrorResponseSchema], { description: 'next-auth yanıtı { url } ya da (gövde, boyut, hız sınırı, kesinti) ağ geçidinin hata biçimi' })
const wireErrors = {
  400: WireError, 401: WireError, 403: WireError, 404: WireError, 413: WireError, 415: WireError, 429: WireError, 500: WireError, 503: WireError,
}
const redirectResponse = { 302: { description: 'Yönlendirme (Location: sitenin giriş sayfası)', type: 'null' } }

const auth: FastifyPluginAsyncTypebox = async (app) => {
  const base = app.config.publicBaseUrl
  const names = cookieNames(base)
  const secret = app.config.sessionSecret
  const origin = new URL(base).origin
  const development = app.config.nodeEnv === 'development'
  const cookieBase = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: names.secure }

  const crossSite = (request: FastifyRequest) => isCrossSite(request.headers, origin, development)
  /** The page a navigation is sent to, with a safe relative callbackUrl and a plain error name. */
  const signInPage = (callbackUrl?: unknown, error?: unknown) => {
    const q = new URLSearchParams()
    if (callbackUrl !== undefined) {
      const u = new URL(safeCallbackUrl(callbackUrl, base))
      q.set('callbackUrl', `${u.pathname}${u.search}${u.hash}`)
    }
    if (typeof error === 'string' && ERROR_NAME.test(error)) q.set('error', error)
    const query = q.toString()
    return `${base}${SIGN_IN_PAGE}${query ? `?${query}` : ''}`
  }
  /** `{ url }` for the client (json=true), a redirect for a plain form post. */
  const answer = (reply: FastifyReply, json: unknown, status: number, url: string) =>
    json === 'true' || json === true ? raw(reply.header('cache-control', NO_STORE), JSON.stringify({ url }), status) : reply.redirect(url, 302)
  const clearSession = (reply: FastifyReply) => reply.clearCookie(names.session, cookieBase)
  /** A body already serialised (the session is one JSON.stringify, no schema serializer). */
  const raw = (reply: FastifyReply, body: string, status = 200) => (reply as FastifyReply).code(status).type(JSON_TYPE).send(body)
  const failure = (status: number, message: string, data: Record<string, unknown> | null = null): SignInFailure => ({ status, message, data })
  /** The session cookie renewed to a read's expiry, serialised once per read: repeated reads of an unchanged session share it. */
  const renewals = new WeakMap<ReadSession, string>()
  const renewal = (id: string, session: ReadSession) => {
    let header = renewals.get(session)
    if (header === undefined) renewals.set(session, header = app.serializeCookie(names.session, id, { ...cookieBase, expires: session.expires }))
    return header
  }
  const sessionRequired = () => new GatewayError('AUTH_SESSION_REQUIRED', 401, 'Bu işlem için giriş yapmalısınız.')
  /** The signed-in customer's own calls: same-site, the CSRF token, and a live session (403, 401 otherwise). */
  const signedIn = async (request: FastifyRequest, csrfToken: string | undefined) => {
    if (crossSite(request) || !csrfMatches(request.cookies[names.csrf], csrfToken, secret)) throw new GatewayError('AUTH_CSRF', 403, AUTH_MSG.csrf)
    const session = await app.sessions.read(request.cookies[names.session])
    if (!session) throw sessionRequired()
    return session
  }

  // next-auth's wire in its own scope: only here are form bodies parsed (the §7 calls take JSON only,
  // so a cross-site HTML form cannot reach them).
  await app.register((async (app) => {
    // Form bodies (next-auth's client posts URLSearchParams): every value a string; only in this scope.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))))
    })

    app.get('/session', {
      schema: {
        operationId: 'authSession', tags: TAGS,
        summary: 'Oturumu okur: oturum yoksa 200 {}; her okuma oturum çerezini yeniler (kayan süre). Sınırsız; yalnızca Redis okur.',
        response: { 200: SessionOrEmptySchema, ...errorResponses() },
      },
    }, async (request, reply) => {
      reply.header('cache-control', NO_STORE).type(JSON_TYPE)
      const id = request.cookies[names.session]
      if (id === undefined) return raw(reply, '{}')
      const session = await app.sessions.read(id)
      if (!session) {
        clearSession(reply)
        return raw(reply, '{}')
      }
      reply.header('set-cookie', renewal(id, session))
      return raw(reply, session.json)
    })

    app.post('/session', {
      schema: {
        operationId: 'authSessionUpdate', tags: TAGS,
        summary: "next-auth update(): { csrfToken, data } ile ad, soyad ve e-postayı değiştirir; CSRF hatasında 400 {}",
        body: SessionUpdateBody,
        response: { 200: SessionOrEmptySchema, ...errorResponses(), 400: Type.Union([EmptySchema, ErrorResponseSchema]) },
      },
      // A body that fails its schema gets the gateway's 400 naming the field (update() treats any non-2xx alike).
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    }, async (request, reply) => {
      reply.header('cache-control', NO_STORE).type(JSON_TYPE)
      if (crossSite(request) || !csrfMatches(request.cookies[names.csrf], request.body?.csrfToken, secret)) {
        return raw(reply, '{}', 400)
      }
      const id = request.cookies[names.session]
      const session = await app.sessions.read(id)
      if (!session) return raw(reply, '{}')
      if (request.body.data) {
        try {
          await app.accounts.updateProfile(session.customerId, request.body.data)
        } catch (err) {
          if (err instanceof GatewayError && err.statusCode === 400) return raw(reply, '{}', 400)
          throw err
        }
      }
      const fresh = await app.sessions.read(id)
      if (!fresh) return raw(reply, '{}')
      reply.setCookie(names.session, String(id), { ...cookieBase, expires: fresh.expires })
      return raw(reply, fresh.json)
    })

    app.get('/csrf', {
      schema: {
        operationId: 'authCsrf', tags: TAGS,
        summary: 'CSRF belirteci: { csrfToken } ve aynı belirteci taşıyan next-auth.csrf-token çerezi (çift gönderim)',
        response: { 200: CsrfSchema, ...errorResponses() },
      },
    }, async (request, reply) => {
      reply.header('cache-control', NO_STORE)
      const existing = csrfFromCookie(request.cookies[names.csrf], secret)
      if (existing) return { csrfToken: existing }
      const fresh = newCsrf(secret)
      reply.setCookie(names.csrf, fresh.cookie, cookieBase)
      return { csrfToken: fresh.token }
    })

    const providers = {
      credentials: {
        id: 'credentials' as const, name: 'Credentials' as const, type: 'credentials' as const,
        signinUrl: `${base}${AUTH_BASE_PATH}/signin/credentials`, callbackUrl: `${base}${AUTH_BASE_PATH}/callback/credentials`,
      },
    }
    app.get('/providers', {
      schema: { operationId: 'authProviders', tags: TAGS, summary: 'Giriş yöntemleri: yalnızca credentials (telefon ve şifre ya da SMS kodu)', response: { 200: ProvidersSchema, ...errorResponses() } },
    }, async () => providers)

    app.post('/callback/credentials', {
      schema: {
        operationId: 'authCallbackCredentials', tags: TAGS, consumes: FORM_CONSUMES,
        summary: 'Giriş (next-auth signIn("credentials")): başarıda 200 { url } ve yeni oturum çerezi; hatada 4xx { url: …/api/auth/error?error=<JSON {status, message, data}> } — status 401 yanlış bilgiler, 6 doğrulanmamış telefon (data.userTemp)',
        body: CredentialsBody,
        response: { 200: UrlSchema, ...wireErrors, ...redirectResponse },
      },
      attachValidation: true,
      config: { rateLimit: { max: app.config.signInsPerMinute, timeWindow: 60_000 } },
    }, async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, string | undefined>
      const fails = (http: number, f: SignInFailure) => {
        if (http === 429 && typeof f.data?.retryAfter === 'number') reply.header('retry-after', String(f.data.retryAfter))
        return answer(reply, body.json, http, errorUrl(base, f))
      }
      if (crossSite(request) || !csrfMatches(request.cookies[names.csrf], body.csrfToken, secret)) {
        return fails(403, failure(403, AUTH_MSG.csrf, { error: 'MissingCSRF' }))
      }
      if (request.validationError) return fails(400, failure(400, AUTH_MSG.incomplete))
      const result = body.isOptLogin === 'true'
        ? await app.accounts.signInWithCode({ phoneNumber: body.phoneNumber, code: body.code }, request.ip)
        : await app.accounts.signInWithPassword({ phoneNumber: body.phoneNumber, password: body.password, token: body.token }, request.ip)
      if (!result.ok) return fails(result.http, result.failure)
      // A new id at every sign-in; the browser's earlier session (if any) ends.
      await app.sessions.destroy(request.cookies[names.session])
      const session = await app.sessions.create(result.customer)
      reply.setCookie(names.session, session.id, { ...cookieBase, expires: session.expires })
      return answer(reply, body.json, 200, safeCallbackUrl(body.callbackUrl, base))
    })

    app.post('/signout', {
      schema: {
        operationId: 'authSignout', tags: TAGS, consumes: FORM_CONSUMES,
        summary: 'Çıkış (next-auth signOut()): oturum Redis’ten silinir, çerez temizlenir; 200 { url }. CSRF hatasında 403 { url }',
        body: SignoutBody,
        response: { 200: UrlSchema, ...wireErrors, ...redirectResponse },
      },
      attachValidation: true,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    }, async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, string | undefined>
      if (request.validationError || crossSite(request) || !csrfMatches(request.cookies[names.csrf], body.csrfToken, secret)) {
        return answer(reply, body.json, 403, errorUrl(base, 'MissingCSRF'))
      }
      await app.sessions.destroy(request.cookies[names.session])
      clearSession(reply)
      return answer(reply, body.json, 200, safeCallbackUrl(body.callbackUrl, base))
    })

    app.post('/sessions/revoke-all', {
      schema: {
        operationId: 'authRevokeAll', tags: TAGS,
        summary: 'Tüm cihazlardan çıkış: bu oturum dışındaki bütün oturumlar kapanır (JSON { csrfToken }; oturum gerekir)',
        body: RevokeAllBody,
        response: { 200: RevokeAllResponse, ...errorResponses(401, 403) },
      },
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
    }, async (request) => {
      const session = await signedIn(request, request.body.csrfToken)
      const ended = await app.sessions.destroyAll(session.customerId, session.handle)
      return { status: 200 as const, message: AUTH_MSG.signedOutEverywhere, ended }
    })

    app.post('/_log', {
      schema: {
        operationId: 'authClientLog', tags: TAGS, consumes: FORM_CONSUMES,
        summary: 'next-auth istemcisinin hata bildirimi (sendBeacon): en fazla 2 KB, dakikada 20, maskelenerek kaydedilir; 200 boş',
        body: LogBody,
        response: { 200: { description: 'Boş yanıt', type: 'null' }, ...errorResponses() },
      },
      bodyLimit: 2048,
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
    }, async (request, reply) => {
      const b = request.body ?? {}
      const clip = (v: unknown, n: number) => (typeof v === 'string' ? maskDigits(v.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ')).slice(0, n) : undefined)
      request.log.info({
        event: 'next_auth_client_log', clientLevel: clip(b.level, 16), clientCode: clip(b.code, 100),
        clientMessage: clip(b.message, 300), clientUrl: typeof b.url === 'string' ? sanitizeUrl(b.url.replace(/^https?:\/\/[^/]*/, '')) : undefined,
      }, 'auth: client log')
      return (reply as FastifyReply).code(200).send('')
    })

    const navigation = (summary: string, operationId: string, extra: object = {}) => ({
      schema: { operationId, tags: TAGS, summary, ...extra, response: { ...redirectResponse, 200: UrlSchema, ...wireErrors } },
    })

    app.get('/signin', navigation('Giriş sayfasına yönlendirir (302 /giris?callbackUrl=…&error=…); useSession({required:true}) buraya error=SessionRequired ile gelir', 'authSignInPage', { querystring: SignInQuery }),
      async (request, reply) => {
        const q = request.query as { callbackUrl?: string; error?: string }
        return reply.redirect(signInPage(q.callbackUrl ?? '/', q.error), 302)
      })

    app.get('/error', navigation('Hata sayfası: giriş sayfasına hata adıyla yönlendirir (302)', 'authErrorPage', { querystring: ErrorQuery }),
      async (request, reply) => reply.redirect(signInPage(undefined, (request.query as { error?: string }).error), 302))

    app.get('/signin/:provider', navigation('Sağlayıcıyla giriş sayfası: yalnızca credentials var; giriş sayfasına yönlendirir (302)', 'authSignInProvider', { params: ProviderParams, querystring: SignInQuery }),
      async (request, reply) => {
        const q = request.query as { callbackUrl?: string }
        return reply.redirect(signInPage(q.callbackUrl, (request.params as { provider: string }).provider === 'credentials' ? undefined : 'OAuthSignin'), 302)
      })

    app.post('/signin/:provider', navigation('Sağlayıcıyla giriş başlatma: desteklenmez; { url } ya da 302 ile giriş sayfası', 'authSignInProviderPost', { params: ProviderParams, consumes: FORM_CONSUMES }),
      async (request, reply) => answer(reply, (request.body as Record<string, unknown> | undefined)?.json, 200, signInPage(undefined, 'OAuthSignin')))

    app.get('/callback/:provider', navigation('Sağlayıcı dönüşü: desteklenmez; giriş sayfasına yönlendirir (302)', 'authCallbackProvider', { params: ProviderParams }),
      async (_request, reply) => reply.redirect(signInPage(undefined, 'OAuthCallback'), 302))

    app.post('/callback/:provider', navigation('Sağlayıcı dönüşü (POST): yalnızca credentials desteklenir; { url } ya da 302 ile giriş sayfası', 'authCallbackProviderPost', { params: ProviderParams, consumes: FORM_CONSUMES }),
      async (request, reply) => answer(reply, (request.body as Record<string, unknown> | undefined)?.json, 404, signInPage(undefined, 'OAuthCallback')))
  }) as FastifyPluginAsyncTypebox)

  // ── spec §7 (JSON; the gateway's error shape) ─────────────────────────────────────────────────
  const calls = { rateLimit: { max: 30, timeWindow: 60_000 } }

  app.post('/register', {
    schema: {
      operationId: 'authRegister', tags: TAGS,
      summary: 'Üyelik: bilgiler doğrulanır, güvenlik doğrulamasından sonra SMS kodu gönderilir; data.userTemp phone-verification için. Kayıtlı ya da kayıtsız her numaraya aynı yanıt.',
      body: RegisterBody,
      response: { 200: RegisterResponse, ...errorResponses() },
    },
    config: calls,
  }, async (request) => {
    const { message, userTemp } = await app.accounts.register(request.body as Record<string, unknown>, request.ip)
    return { status: 200 as const, message, data: { userTemp } }
  })

  app.post('/phone-verification', {
    schema: {
      operationId: 'authPhoneVerification', tags: TAGS,
      summary: 'Telefon doğrulama: id (userTemp), telefon ve SMS kodu; numara zaten doğrulanmış bir üyeliğe aitse 409',
      body: PhoneVerificationBody,
      response: { 200: StatusMessage, ...errorResponses(409) },
    },
    config: calls,
  }, async (request) => ({ status: 200 as const, ...(await app.accounts.verifyPhone(request.body, request.ip)) }))

  app.post('/otp-login-get-code', {
    schema: {
      operationId: 'authOtpLoginGetCode', tags: TAGS,
      summary: 'SMS ile giriş kodu: güvenlik doğrulamasından sonra gönderilir; üyeliği olan ya da olmayan her numaraya aynı yanıt',
      body: OtpLoginGetCodeBody,
      response: { 200: StatusMessage, ...errorResponses() },
    },
    config: calls,
  }, async (request) => ({ status: 200 as const, ...(await app.accounts.otpLoginCode(request.body, request.ip)) }))

  app.post('/forgot-password', {
    schema: {
      operationId: 'authForgotPassword', tags: TAGS,
      summary: 'Şifremi unuttum: güvenlik doğrulamasından sonra SMS kodu; üyeliği olan ya da olmayan her numaraya aynı yanıt',
      body: ForgotPasswordBody,
      response: { 200: StatusMessage, ...errorResponses() },
    },
    config: calls,
  }, async (request) => ({ status: 200 as const, ...(await app.accounts.forgotPassword(request.body, request.ip)) }))

  app.post('/forgot-password-verification', {
    schema: {
      operationId: 'authForgotPasswordVerification', tags: TAGS,
      summary: 'Şifremi unuttum kodu: doğruysa smsLogId (10 dakika, tek kullanımlık, yalnızca şifre değiştirmeye yarar)',
      body: ForgotPasswordVerificationBody,
      response: { 200: SmsLogResponse, ...errorResponses() },
    },
    config: calls,
  }, async (request) => ({ status: 200 as const, ...(await app.accounts.forgotPasswordVerification(request.body, request.ip)) }))

  app.post('/change-forgotten-password', {
    schema: {
      operationId: 'authChangeForgottenPassword', tags: TAGS,
      summary: 'Yeni şifre (smsLogId ile): müşterinin bütün oturumları kapanır, telefona bilgi SMS’i gider; otomatik giriş yapılmaz',
      body: ChangeForgottenPasswordBody,
      response: { 200: StatusMessage, ...errorResponses() },
    },
    config: calls,
  }, async (request) => ({ status: 200 as const, ...(await app.accounts.changeForgottenPassword(request.body, request.ip)) }))

  // ── the signed-in customer's account (/hesabim, decision 035) ─────────────────────────────────
  const own = { rateLimit: { max: 20, timeWindow: 60_000 } }

  app.post('/profile', {
    schema: {
      operationId: 'authProfile', tags: TAGS,
      summary: 'Profil: ad, soyad ve e-posta (oturum ve csrfToken gerekir); müşterinin bütün oturumları yeni bilgileri gösterir. Ardından next-auth update() oturumu tazeler.',
      body: ProfileBody,
      response: { 200: ProfileResponse, ...errorResponses(401, 403) },
    },
    config: own,
  }, async (request) => {
    const session = await signedIn(request, request.body.csrfToken)
    const { name = '', surname = '', email = '' } = request.body
    const data = await app.accounts.updateProfile(session.customerId, { name, surname, email })
    return { status: 200 as const, message: AUTH_MSG.profileSaved, data }
  })

  app.post('/change-password', {
    schema: {
      operationId: 'authChangePassword', tags: TAGS,
      summary: 'Şifre değiştirme (oturum ve csrfToken gerekir): mevcut şifre doğrulanır, bu oturum dışındaki bütün oturumlar kapanır, telefona bilgi SMS’i gider',
      body: ChangePasswordBody,
      response: { 200: ChangePasswordResponse, ...errorResponses(401, 403) },
    },
    config: own,
  }, async (request) => {
    const session = await signedIn(request, request.body.csrfToken)
    const { message, ended } = await app.accounts.changePassword(session.customerId, session.handle, request.body, request.ip)
    return { status: 200 as const, message, ended }
  })

  app.post('/change-phone', {
    schema: {
      operationId: 'authChangePhone', tags: TAGS,
      summary: 'Telefon değiştirme (oturum ve csrfToken gerekir): güvenlik doğrulamasından sonra yeni numaraya SMS kodu; data.userTemp change-phone-verification için',
      body: ChangePhoneBody,
      response: { 200: RegisterResponse, ...errorResponses(401, 403) },
    },
    config: own,
  }, async (request) => {
    const session = await signedIn(request, request.body.csrfToken)
    const { message, userTemp } = await app.accounts.requestPhoneChange(session.customerId, request.body, request.ip)
    return { status: 200 as const, message, data: { userTemp } }
  })

  app.post('/change-phone-verification', {
    schema: {
      operationId: 'authChangePhoneVerification', tags: TAGS,
      summary: 'Telefon değiştirme kodu: doğruysa üyelik yeni numaraya geçer (numara başka bir üyelikteyse 409); müşterinin oturumları yeni numarayı gösterir',
      body: ChangePhoneVerificationBody,
      response: { 200: ChangePhoneVerificationResponse, ...errorResponses(401, 403, 409) },
    },
    config: own,
  }, async (request) => {
    const session = await signedIn(request, request.body.csrfToken)
    const { message, userInfo } = await app.accounts.confirmPhoneChange(session.customerId, request.body, request.ip)
    return { status: 200 as const, message, data: userInfo }
  })

  // Reads only: a live session (401) and a same-site request (403); no csrfToken, nothing changes.
  // The booking's clock decides the window, as it decides what is past.
  const records = new AccountRecords(app.db, app.booking.service.now)
  app.post('/account-records', {
    schema: {
      operationId: 'authAccountRecords', tags: TAGS,
      summary: `Hesabım: oturumdaki müşterinin randevuları ve satış akışı (ön) teklifleri, son ${RECORDS_WINDOW_DAYS} gün, en yenisi önce. Yalnızca üyeliğin doğrulanmış telefonuyla eşleşir (gövdedeki telefon yok sayılır); oturum yoksa 401.`,
      body: AccountRecordsBody,
      response: { 200: AccountRecordsResponse, ...errorResponses(401, 403) },
    },
    config: own,
  }, async (request) => {
    const session = await app.sessions.read(request.cookies[names.session])
    if (!session) throw sessionRequired()
    if (crossSite(request)) throw new GatewayError('AUTH_CSRF', 403, AUTH_MSG.csrf)
    return { status: 200 as const, data: await records.of(session.customerId) }
  })
}

export default auth
