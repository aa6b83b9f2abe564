import { useEffect } from 'react'
import { useAuthSession } from '../../auth/session-state.js'
import { setContactKey } from '../../lib/engagement-client.js'

/** Keeps the signed-in customer's contact key (spec §6) as the behavioural events' hash_id. */
export function EngagementIdentity() {
  const { status, data } = useAuthSession()
  const key = status === 'authenticated' ? data?.user?.contactKey : undefined
  useEffect(() => setContactKey(key), [key])
  return null
}
