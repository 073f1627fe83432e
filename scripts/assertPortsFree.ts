import { isPortFree } from '@airlock/devnet'

/** Resolves when every port is free on `host`; rejects naming the first one that is taken. */
export async function assertPortsFree(
  ports: { port: number; name: string }[],
  host = '127.0.0.1',
): Promise<void> {
  for (const { port, name } of ports)
    if (!(await isPortFree(port, host))) throw new Error(`Port ${port} is already in use (${name})`)
}
