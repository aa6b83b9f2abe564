import { useAuthSession } from '../auth/session-state.js'
import { FavouriteList } from '../components/favourites/favourite-list.js'

/**
 * /favorilerim (spec §1, §4.12; decision 037): the customer's favourite vehicles. It requires a
 * session: a signed-out visitor goes to sign in and comes back (next-auth's own navigation).
 */
export function FavouritesPage() {
  const { data, status } = useAuthSession({ required: true })
  const customerId = status === 'authenticated' ? data?.user?.userInfo?.id : undefined
  return (
    <section className="container favourites-page" aria-busy={customerId === undefined}>
      <h1>Favorilerim</h1>
      {customerId !== undefined && <FavouriteList customerId={customerId} />}
    </section>
  )
}
