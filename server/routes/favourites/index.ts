// /api/favoriteVehicle (spec §7, §4.12, issue 17, decision 037): the signed-in customer's favourite
// vehicles. The session decides whose list it is, whatever customerContactId says. Signed out, the
// ids are an empty list (nothing to show) and a change is 401 (spec §8: any statusCode but 200 is a
// failure; the web opens the login dialog before it ever calls). Like every /api answer: no-store.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { errorResponses } from '../../schemas/common.js'
import {
  FavouriteBody, FavouriteChangeResponse, FavouriteIdsBody, FavouriteIdsResponse, FavouriteVehiclesResponse,
} from '../../schemas/favourites.js'
import { GatewayError } from '../../plugins/errors.js'
import { FAVOURITE_MSG, FavouriteStore } from '../../services/favourites/favourites.js'

const TAGS = ['Favoriler']

const favourites: FastifyPluginAsyncTypebox = async (app) => {
  const store = new FavouriteStore(app.db)

  const customerOf = async (request: FastifyRequest): Promise<number> => {
    const session = await app.sessionOf(request)
    if (!session) throw new GatewayError('FAVOURITE_SIGN_IN', 401, FAVOURITE_MSG.signInRequired)
    return session.customerId
  }

  app.post('/get-user-favorite-vehicle-ids', {
    schema: {
      operationId: 'getUserFavoriteVehicleIds', tags: TAGS,
      summary: 'Oturumdaki müşterinin favori araç kimlikleri; customerContactId yok sayılır, oturum yoksa boş liste (Favourite vehicle ids)',
      body: FavouriteIdsBody,
      response: { 200: FavouriteIdsResponse, ...errorResponses() },
    },
  }, async (request) => {
    const session = await app.sessionOf(request)
    return { statusCode: 200 as const, result: session ? await store.ids(session.customerId) : [] }
  })

  app.post('/get-user-favorite-vehicles', {
    schema: {
      operationId: 'getUserFavoriteVehicles', tags: TAGS,
      summary: 'Oturumdaki müşterinin favori araçları ilan kartı olarak (satılmış ve rezerve olanlar dahil); oturum gerekir (Favourite vehicle cards)',
      body: FavouriteIdsBody,
      response: { 200: FavouriteVehiclesResponse, ...errorResponses(401) },
    },
  }, async (request) => {
    const customerId = await customerOf(request)
    return { statusCode: 200 as const, result: await store.cards(customerId, await app.vehicles.catalog.get()) }
  })

  app.post('/add-favorite-vehicle', {
    schema: {
      operationId: 'addFavoriteVehicle', tags: TAGS,
      summary: 'Aracı oturumdaki müşterinin favorilerine ekler; ikinci kez eklemek tek kayıt bırakır; oturum gerekir (Add a favourite)',
      body: FavouriteBody,
      response: { 200: FavouriteChangeResponse, ...errorResponses(401, 409) },
    },
    config: { rateLimit: { max: 120, timeWindow: 60_000 } },
  }, async (request) => {
    await store.add(await customerOf(request), request.body.auctionVehicleId)
    return { statusCode: 200 as const }
  })

  app.post('/delete-favorite-vehicle', {
    schema: {
      operationId: 'deleteFavoriteVehicle', tags: TAGS,
      summary: 'Aracı oturumdaki müşterinin favorilerinden çıkarır; listede olmayan bir araç hata değildir; oturum gerekir (Delete a favourite)',
      body: FavouriteBody,
      response: { 200: FavouriteChangeResponse, ...errorResponses(401) },
    },
    config: { rateLimit: { max: 120, timeWindow: 60_000 } },
  }, async (request) => {
    await store.remove(await customerOf(request), request.body.auctionVehicleId)
    return { statusCode: 200 as const }
  })
}

export default favourites
