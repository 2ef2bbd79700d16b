import { randomBytes } from 'node:crypto';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

function createBuildId(): string {
  return `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
}

/**
 * Spec §7: the app polls builds/latest.json and compares its id with the one
 * baked into the bundle, so a new deployment can ask open tabs to refresh.
 */
function buildManifest(buildId: string, timestamp: number): Plugin {
  return {
    name: 'atelier-build-manifest',
    apply: 'build',
    generateBundle() {
      const source = `${JSON.stringify({ id: buildId, timestamp })}\n`;
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source });
      this.emitFile({ type: 'asset', fileName: `builds/meta/${buildId}.json`, source });
    },
  };
}

/** Spec §1: the favicon differs between production and the other environments. */
function favicon(production: boolean): Plugin {
  return {
    name: 'atelier-favicon',
    transformIndexHtml: (html) =>
      html.replace('%ATELIER_FAVICON%', production ? '/favicon.svg' : '/favicon-dev.svg'),
  };
}

export default defineConfig(({ command, mode }) => {
  const production = mode === 'production';
  const buildId = command === 'build' ? createBuildId() : 'dev';
  return {
    root: 'src/web',
    publicDir: 'public',
    plugins: [react(), buildManifest(buildId, Date.now()), favicon(production)],
    define: {
      __BUILD_ID__: JSON.stringify(buildId),
      __PRODUCTION__: JSON.stringify(production),
    },
    build: {
      outDir: '../../dist/web',
      emptyOutDir: true,
      // Two cores and other builds running: keep memory and time down.
      reportCompressedSize: true,
      chunkSizeWarningLimit: 600,
    },
    server: {
      // The API server (`npm run dev`); ATELIER_API_URL points elsewhere if needed.
      proxy: { '/api': process.env.ATELIER_API_URL ?? 'http://localhost:3000' },
    },
  };
});
