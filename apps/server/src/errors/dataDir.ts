import { BaseError } from '@airlock/protocol'

export type DataDirLockedErrorType = DataDirLockedError & { name: 'DataDirLockedError' }
/**
 * Another live process holds `DATA_DIR`: PGlite is single-process, so opening the same directory
 * twice would corrupt it.
 */
export class DataDirLockedError extends BaseError {
  override name = 'DataDirLockedError'
  readonly dataDir: string
  readonly pid: number
  /** `server` or `cli`: who holds it. */
  readonly owner: string
  constructor({
    dataDir,
    pid,
    owner,
    lockFile,
  }: { dataDir: string; pid: number; owner: string; lockFile: string }) {
    super(
      owner === 'server'
        ? `The Airlock server is running on ${dataDir}; stop it first, or use DATABASE_URL`
        : `Another airlock command (pid ${pid}) is using ${dataDir}; wait for it to finish`,
      {
        details: `${lockFile} names process ${pid}. If no such Airlock process runs, delete the file.`,
      },
    )
    this.dataDir = dataDir
    this.pid = pid
    this.owner = owner
  }
}
