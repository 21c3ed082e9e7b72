import type { Plugin } from 'vite'

/**
 * Emits `version.json` ({"version": buildId}) at the root of the build output. The app polls it
 * (spec 000 §4, every 600000 ms) and offers a refresh when a newer build is deployed.
 */
export function versionFile(buildId: string): Plugin {
  return {
    name: 'qsr-version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: JSON.stringify({ version: buildId }) + '\n',
      })
    },
  }
}
