// A private qsr-server of the demo brand with its brand.json changed, for journeys that need a
// brand setting the shared test server does not have. The payment password, for one, is read from
// the brand folder when it is seeded (docs/API.md "Payment password"); no call switches it on.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
export const SERVER_BIN = process.env.QSR_SERVER_BIN ?? join(REPO, 'build/server/qsr-server')

export const serverBinaryExists = () => existsSync(SERVER_BIN)

/**
 * Starts a server on a free port with a fresh database and the demo brand after `patchBrand`
 * changed its parsed brand.json, with `env` added to its environment and on `port` (0: any free
 * port). Answers `{baseUrl, stop}`.
 */
export async function startBrandServer(patchBrand, { env = {}, port = 0 } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'qsr-brand-e2e-'))
  const seed = join(dir, 'brand')
  cpSync(join(REPO, 'data/demo'), seed, { recursive: true })
  const brandFile = join(seed, 'brand.json')
  const brand = JSON.parse(readFileSync(brandFile, 'utf8'))
  patchBrand(brand)
  writeFileSync(brandFile, JSON.stringify(brand))
  const portFile = join(dir, 'port')
  const child = spawn(SERVER_BIN, [], {
    env: {
      ...process.env,
      QSR_DB: join(dir, 'qsr.db'),
      QSR_PORT: String(port),
      QSR_PORT_FILE: portFile,
      QSR_DEV: '1',
      QSR_SEED_DIR: seed,
      QSR_WEB_DIR: process.env.QSR_WEB_DIR ?? join(REPO, 'web/dist'),
      QSR_SMS_ADDRESS_DAILY: '100000',
      QSR_LOG_LEVEL: 'warn',
      QSR_ACCESS_LOG: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM')
      await once(child, 'exit')
    }
    rmSync(dir, { recursive: true, force: true })
  }
  for (let attempt = 0; attempt < 100; attempt++) {
    if (existsSync(portFile) && readFileSync(portFile, 'utf8').trim()) {
      return { baseUrl: `http://127.0.0.1:${readFileSync(portFile, 'utf8').trim()}`, stop }
    }
    if (child.exitCode !== null) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await stop()
  throw new Error(`${SERVER_BIN} did not start`)
}
