// `npm run stack:replicas`: the multi-replica stack (nginx from the system's packages, 3 built
// server replicas on this machine's Postgres and Redis, the devnet chains) until Ctrl-C.
// Run `npm run build` first. REPLICAS, DATABASE_URL and REDIS_URL override the defaults
// (3, postgres://postgres@127.0.0.1:5432/test with a database of its own, Redis index 11).
import {
  replicaStackUnavailable,
  startReplicaStack,
} from '../apps/server/test/replicas/startReplicaStack.ts'

const options = {
  replicas: Number(process.env.REPLICAS ?? 3),
  ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
  ...(process.env.REDIS_URL ? { redisUrl: process.env.REDIS_URL } : {}),
}
const unavailable = await replicaStackUnavailable(options)
if (unavailable) {
  console.error(`Cannot start the replica stack: ${unavailable}`)
  process.exit(1)
}
const stack = await startReplicaStack({ ...options, log: (line) => console.log(line) })
console.log(`Airlock through nginx: ${stack.url} (relay ${stack.relayUrl})`)
for (const replica of stack.replicas)
  console.log(`  replica ${replica.index}: ${replica.url} (pid ${replica.process.pid})`)
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    stack.stop().then(() => process.exit(0))
  })
