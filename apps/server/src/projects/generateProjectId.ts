import { randomBytes } from 'node:crypto'

/**
 * A new project id: 32 lower-case hex digits (128 random bits), the shape of the model product's
 * project ids, so ids cannot be guessed or enumerated.
 *
 * @returns Such as `9f86d081884c7d659a2feaa0c55ad015`.
 *
 * @example
 * import { generateProjectId } from './projects/generateProjectId.js'
 * await repository.create({ id: generateProjectId(), name: 'My dapp' })
 */
export function generateProjectId(): string {
  return randomBytes(16).toString('hex')
}
