import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef } from 'react'
import { addFavouriteVehicle, deleteFavouriteVehicle, favouriteIdsKey, favouriteIdsQueryOptions } from '../../api/favourites.js'
import { useLoginDialog } from '../../auth/auth-provider.js'
import { useAuthSession } from '../../auth/session-state.js'

const EMPTY: number[] = []
/** How long a heart clicked while signed out waits for the sign-in it opened. */
const INTENT_TTL_MS = 10 * 60_000

// The heart a signed-out visitor clicked: added once the login dialog it opened signs them in.
// `waiting`: clicked before the session was known; the dialog opens if it turns out signed out.
let intent: { vehicleId: number; at: number; waiting: boolean } | null = null

/**
 * Spec §4.12: after a successful add the id is appended, after a successful delete it is removed, a
 * fetch replaces the list. A failure leaves the list as it was and shows nothing (spec §8).
 */
async function change(client: QueryClient, customerId: number | string, vehicleId: number, add: boolean): Promise<void> {
  try {
    if (add) await addFavouriteVehicle(vehicleId)
    else await deleteFavouriteVehicle(vehicleId)
  } catch {
    return
  }
  client.setQueryData<number[]>(favouriteIdsKey(customerId), (list = []) =>
    add ? (list.includes(vehicleId) ? list : [...list, vehicleId]) : list.filter((id) => id !== vehicleId))
  // The cards of /favorilerim and /hesabim are read again when shown.
  void client.invalidateQueries({ queryKey: ['favourites', 'vehicles', customerId] })
}

/** The signed-in customer's favourite ids and a toggle; signed out, the toggle opens the login dialog. */
export function useFavourites() {
  const { status, data } = useAuthSession()
  const customerId = status === 'authenticated' ? data?.user?.userInfo?.id : undefined
  const client = useQueryClient()
  const { openLogin } = useLoginDialog()
  const { data: ids = EMPTY } = useQuery(favouriteIdsQueryOptions(customerId))

  const toggle = useCallback(async (vehicleId: number) => {
    if (customerId === undefined) {
      intent = { vehicleId, at: Date.now(), waiting: status === 'loading' }
      if (status !== 'loading') openLogin()
      return
    }
    await change(client, customerId, vehicleId, !ids.includes(vehicleId))
  }, [status, customerId, client, openLogin, ids])

  return { ids, toggle, signedIn: customerId !== undefined }
}

/**
 * Mounted once in the page frame: when the sign-in a heart opened succeeds, that vehicle is added
 * (after the customer's list is fetched, so the append follows the fetch's replace).
 */
export function FavouriteIntent() {
  const { status, data } = useAuthSession()
  const customerId = status === 'authenticated' ? data?.user?.userInfo?.id : undefined
  const client = useQueryClient()
  const { openLogin } = useLoginDialog()
  const running = useRef(false)
  useEffect(() => {
    if (status === 'unauthenticated' && intent?.waiting) {
      intent.waiting = false
      openLogin()
    }
  }, [status, openLogin])
  useEffect(() => {
    if (customerId === undefined || !intent || running.current) return
    const pending = intent
    intent = null
    if (Date.now() - pending.at > INTENT_TTL_MS) return
    running.current = true
    void client.fetchQuery(favouriteIdsQueryOptions(customerId))
      .catch(() => undefined)
      .then(() => change(client, customerId, pending.vehicleId, true))
      .finally(() => { running.current = false })
  }, [customerId, client])
  return null
}
