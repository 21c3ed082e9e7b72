import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { constants, gzip } from 'node:zlib'
import type { Plugin, ResolvedConfig } from 'vite'

const gzipAsync = promisify(gzip)

/** File types the server may answer with a precompressed `.gz` sibling. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|html)$/i

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(full)
    else yield full
  }
}

/**
 * Writes `<file>.gz` next to every js/css/svg/html file of the build output, so the server can
 * send it as-is to clients that accept gzip instead of compressing on every request.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'qsr-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    async closeBundle() {
      // resolve, not join: the output folder may be an absolute path (a private build elsewhere).
      const outDir = resolve(config.root, config.build.outDir)
      let count = 0
      for await (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue
        const source = await readFile(file)
        const zipped = await gzipAsync(source, { level: constants.Z_BEST_COMPRESSION })
        await writeFile(`${file}.gz`, zipped)
        count++
      }
      config.logger.info(`qsr-precompress: wrote ${count} .gz files`)
    },
  }
}
