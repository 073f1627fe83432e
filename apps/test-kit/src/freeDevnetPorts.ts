import { getFreePort } from '@airlock/devnet'

/**
 * Picks a distinct free port for each devnet chain, never 8545/8546 (the product may be running
 * there).
 *
 * @returns Ports by chain id, for `startDevnet({ ports })`.
 *
 * @example
 * const devnet = await startDevnet({ dataDir, ports: await freeDevnetPorts() })
 */
export async function freeDevnetPorts(): Promise<{ 31337: number; 31338: number }> {
  const first = await getFreePort()
  let second = await getFreePort()
  while (second === first) second = await getFreePort()
  return { 31337: first, 31338: second }
}
