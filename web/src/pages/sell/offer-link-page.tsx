// The signed link of a pre-offer sent by SMS (/teklif/<token>, decision 028): the gateway checks
// the token and restores the flow under a new cookie; the page then shows step 11 in its family.
// A link that does not open (tampered, expired, unknown) gets one and the same message.
import { useEffect, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate, useParams } from '../../lib/router/index.js'
import { resumeSellOffer, sellStepQueryOptions } from '../../api/flows/sell-step.js'
import { OFFER_LINK_NOT_FOUND } from '../../../../server/schemas/sell-condition.js'
import { ApiError, errorMessage } from '../../lib/api-client.js'

export function OfferLinkPage() {
  const { token = '' } = useParams()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [failure, setFailure] = useState<string | null>(null)
  // Opened once per page load: a second restore would make a second flow.
  const opened = useRef(false)

  useEffect(() => {
    if (opened.current) return
    opened.current = true
    resumeSellOffer(token).then(
      (answer) => {
        queryClient.setQueryData(sellStepQueryOptions(answer.state.path).queryKey, answer)
        navigate(answer.state.path, { replace: true })
      },
      (error: unknown) => {
        // Busy or unavailable says so; anything else about the link is "not found".
        const busy = error instanceof ApiError && (error.statusCode === 429 || error.statusCode >= 500)
        setFailure(busy ? errorMessage(error) : OFFER_LINK_NOT_FOUND)
      },
    )
  }, [token, navigate, queryClient])

  if (!failure) {
    return (
      <section className="container status-page" aria-busy="true">
        <p role="status">Teklifiniz açılıyor…</p>
      </section>
    )
  }
  return (
    <section className="container status-page">
      <h1>Teklif bulunamadı</h1>
      <p role="alert">{failure}</p>
      <Link className="button button--primary" to="/teklif-al/yil-sec">
        Yeni teklif al
      </Link>
    </section>
  )
}
