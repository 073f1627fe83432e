import { seedSolanaLedger } from './src/solana/seedSolanaLedger.ts'
const t = performance.now()
const r = await seedSolanaLedger()
console.log('seed ms', performance.now() - t, r.transactions, r.failed)
const t2 = performance.now(); const bytes = r.ledger.serialize(); console.log('serialize', performance.now()-t2, bytes.length)
