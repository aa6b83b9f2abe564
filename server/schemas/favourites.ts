// The favourite-vehicle calls (spec §3 "Favourite vehicle", §7 favoriteVehicle; decision 037).
import Type from 'typebox'
import { VehicleCardSchema } from './vehicles.js'

const VehicleId = Type.Integer({
  minimum: 1, maximum: 2_147_483_647, description: 'Araç kimliği (ilan kartındaki id)',
  errorMessage: 'Geçersiz araç.',
})

/** The spec's request: the client names its contact id; the session decides whose list is read. */
export const FavouriteIdsBody = Type.Object({
  customerContactId: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9_-]*$' }), Type.Null()], {
    description: 'İstemcinin gönderdiği müşteri kimliği; yok sayılır, liste her zaman oturumdaki müşterinindir',
  })),
})

export const FavouriteBody = Type.Object({ auctionVehicleId: VehicleId })

export const FavouriteIdsResponse = Type.Object({
  statusCode: Type.Literal(200),
  result: Type.Array(Type.Integer(), { description: 'Favori araçların kimlikleri (auctionVehicleId), en yeni önce; oturum yoksa boş' }),
}, { additionalProperties: false })

export const FavouriteVehiclesResponse = Type.Object({
  statusCode: Type.Literal(200),
  result: Type.Array(VehicleCardSchema, { description: 'Favori araçların kartları (satılmış ve rezerve olanlar işaretli: isSold, isReserved)' }),
}, { additionalProperties: false })

export const FavouriteChangeResponse = Type.Object({ statusCode: Type.Literal(200) }, { additionalProperties: false })
