// A flow answer on the wire: `{ statusCode, message?, result: { screen, state } }`, the cached
// descriptor's JSON spliced in as it is (services/flows/flow-service.ts), never cached by anyone.
// The answer's chunks are UTF-8 already (the descriptor and option list encoded once, not per answer).
import Type from 'typebox'
import type { FastifyReply } from 'fastify'
import { StepStateSchema } from '../../schemas/flow.js'
import { ScreenSchema } from '../../schemas/screen.js'
import type { StepAnswer } from '../../services/flows/flow-service.js'

export const StepAnswerSchema = Type.Object({
  statusCode: Type.Literal(200),
  result: Type.Object({ screen: ScreenSchema, state: StepStateSchema }, { additionalProperties: false }),
}, { additionalProperties: false })

const JSON_TYPE = 'application/json; charset=utf-8'
const CLOSE = Buffer.from('}')

export function sendStepAnswer(reply: FastifyReply, answer: StepAnswer, status = 200, message?: string): FastifyReply {
  return reply.code(status).type(JSON_TYPE).header('cache-control', 'no-store').send(Buffer.concat([
    Buffer.from(`{"statusCode":${status}${message ? `,"message":${JSON.stringify(message)}` : ''},"result":`), ...answer.json, CLOSE,
  ]))
}
