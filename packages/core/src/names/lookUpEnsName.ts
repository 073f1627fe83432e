// ENS normalisation and resolution, a chunk of its own (resolveReceiverName loads it on the
// first name typed). Named imports, not `import('@wagmi/core')`: a dynamic import of the whole
// package keeps every export of wagmi's core, and the bundler then shares that chunk with the
// code the page loads at start (the adapter's), which so carried all of wagmi and much of viem.
import { type Config, getEnsAddress, getEnsAvatar } from '@wagmi/core'
import { normalize } from 'viem/ens'

/** The normalised name, its address and avatar on `chainId`, or `null` when it has none. */
export async function lookUpEnsName(config: Config, name: string, chainId: number) {
  const normalized = normalize(name)
  const address = await getEnsAddress(config, { name: normalized, chainId })
  if (!address) return null
  const avatar = await getEnsAvatar(config, { name: normalized, chainId }).catch(() => null)
  return { name: normalized, address, avatar }
}
