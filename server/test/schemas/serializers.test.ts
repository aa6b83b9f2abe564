// Response serializers get only the shared schemas a route refers to (schemas/serializers.ts): the
// same JSON as Fastify's default compiler handed every shared schema, and one compile per schema.
import t from 'tap'
import SerializerSelector from '@fastify/fast-json-stringify-compiler'
import { buildSerializer, referencedSchemas } from '../../schemas/serializers.js'
import { SCREEN_SHARED_SCHEMAS } from '../../schemas/screen-doc.js'
import { buildTestApp } from '../helper.js'

const externals = {
  Leaf: { $id: 'Leaf', type: 'object', properties: { text: { type: 'string' } } },
  Branch: { $id: 'Branch', type: 'object', properties: { leaf: { $ref: 'Leaf#' }, leaves: { type: 'array', items: { $ref: 'Leaf' } } } },
  Unrelated: { $id: 'Unrelated', type: 'object', properties: { n: { type: 'integer' } } },
}
const route = (schema: object) => ({ schema, method: 'GET', url: '/x', httpStatus: '200' })

t.test('the refs a schema makes, followed through the shared schemas, and nothing else', async (t) => {
  const schema = { type: 'object', properties: { branch: { $ref: 'Branch#' }, local: { $ref: '#/properties/branch' } } }
  t.same(Object.keys(referencedSchemas(schema, externals)).sort(), ['Branch', 'Leaf'])
  t.same(referencedSchemas({ type: 'string' }, externals), {}, 'a schema without refs needs none')
  t.same(Object.keys(referencedSchemas({ $ref: 'Leaf' }, externals)), ['Leaf'])
})

t.test('the same JSON as the default compiler given every shared schema, compiled once per schema', async (t) => {
  const schema = { type: 'object', properties: { branch: { $ref: 'Branch#' }, extra: { type: 'string' } } }
  const data = { branch: { leaf: { text: 'ağaç', dropped: 1 }, leaves: [{ text: 'yaprak' }] }, extra: 'x', secret: 'not in the schema' }
  const ours = buildSerializer(externals, {})(route(schema))
  const theirs = SerializerSelector()(externals, {})(route(schema))
  t.equal(ours(data), theirs(data))
  t.notMatch(ours(data), /secret|dropped/, 'what the schema does not name is left out, as before')
  t.equal(buildSerializer(externals, {})(route(schema)), ours, 'a second gateway in the process reuses the compiled function')
  t.not(buildSerializer({ ...externals, Leaf: { ...externals.Leaf } }, {})(route(schema)), ours, 'other shared schemas: compiled again')
  t.not(buildSerializer(externals, { rounding: 'ceil' })(route(schema)), ours, 'other options: compiled again')
})

t.test('a real descriptor answer is the same JSON as with every shared schema', async (t) => {
  const { app } = await buildTestApp(t)
  const res = await app.inject({ url: '/api/screens/appointment-lookup' })
  t.equal(res.statusCode, 200)
  const shared = Object.fromEntries(SCREEN_SHARED_SCHEMAS.map((s) => [s.$id, s]))
  const schema = { type: 'object', properties: { statusCode: { type: 'integer' }, result: { $ref: 'Screen#' } } }
  const body = res.json()
  const all = SerializerSelector()(shared, {})(route(schema))
  t.equal(buildSerializer(shared, {})(route(schema))(body), all(body))
  t.same(JSON.parse(all(body)).result, body.result, 'the descriptor survives the round trip whole')
})
