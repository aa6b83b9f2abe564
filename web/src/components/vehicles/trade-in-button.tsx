import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '../../lib/router/index.js'
import { sellStepQueryOptions, startSellFlow } from '../../api/flows/sell-step.js'
import { errorMessage } from '../../lib/api-client.js'
import { useToast } from '../toast/toast-context.js'

/** "Takasla": starts the trade-in wizard with this listing as the car being bought (sell-wizard.md §2). */
export function TradeInButton({ vehicleId }: { vehicleId: number }) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { toast } = useToast()
  const [busy, setBusy] = useState(false)
  const start = async () => {
    setBusy(true)
    try {
      const answer = await startSellFlow('takas', vehicleId)
      queryClient.setQueryData(sellStepQueryOptions(answer.state.path).queryKey, answer)
      navigate(answer.state.path)
    } catch (error) {
      toast({ level: 'error', message: errorMessage(error) })
    } finally {
      setBusy(false)
    }
  }
  return (
    <button type="button" className="button button--secondary" onClick={() => void start()} disabled={busy} aria-busy={busy}>
      Takasla
    </button>
  )
}
