import { randomBytes } from 'node:crypto';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { precompressDir } from './scripts/precompress';
import { catalogueSections } from './scripts/catalogue-sections';
import { mantineStylesWithComponents } from './scripts/mantine-styles';
import { firstScreenChunks } from './scripts/route-preloads';

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

/** The text assets as .br and .gz beside each file, for the server to send as they are. */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'atelier-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      handler: async () => {
        const started = Date.now();
        const { files, rawBytes, brotliBytes } = await precompressDir(outDir, path.resolve('node_modules/.cache/atelier-precompress'));
        const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
        console.log(`precompressed ${files} files: ${kb(rawBytes)} → ${kb(brotliBytes)} brotli (${Date.now() - started} ms)`);
      },
    },
  };
}

export default defineConfig(({ command, mode, isSsrBuild }) => {
  // A build is the production build whatever the shell says: with NODE_ENV=development
  // in the environment Vite would bundle React's development build (larger, slower) and
  // a shop starting `npm start` from such a shell would get it. Vite reads this after
  // the config is loaded.
  if (command === 'build') process.env.NODE_ENV = 'production';
  const production = mode === 'production';
  const buildId = command === 'build' ? createBuildId() : 'dev';
  if (isSsrBuild) return serverDrawBuild(production);
  return {
    root: 'src/web',
    publicDir: 'public',
    plugins: [react(), mantineStylesWithComponents(), buildManifest(buildId, Date.now()), favicon(production), catalogueSections(), firstScreenChunks(), precompress()],
    define: {
      __BUILD_ID__: JSON.stringify(buildId),
      __PRODUCTION__: JSON.stringify(production),
    },
    build: {
      outDir: '../../dist/web',
      emptyOutDir: true,
      // Two cores and other builds running: keep memory and time down.
      reportCompressedSize: true,
      // The first screen is one chunk on purpose (scripts/route-preloads.ts): about 700 kB before gzip.
      chunkSizeWarningLimit: 800,
    },
    server: {
      // The API server (`npm run dev`); ATELIER_API_URL points elsewhere if needed.
      proxy: { '/api': process.env.ATELIER_API_URL ?? 'http://localhost:3000' },
    },
  };
});

/**
 * The app as the server runs it to draw a page (src/web/main-server.tsx,
 * `vite build --ssr main-server.tsx`): the same code and CSS module names,
 * none of the browser build's files (chunks, catalogue sections, manifest);
 * its build id is the browser build's, which the server hands it.
 */
function serverDrawBuild(production: boolean): UserConfig {
  return {
    root: 'src/web',
    plugins: [react()],
    define: {
      __BUILD_ID__: JSON.stringify('server'),
      __PRODUCTION__: JSON.stringify(production),
      // React's production build whatever the server's shell says (as the browser's, above).
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    // Bundled, React included: the server's node_modules would pick React's development build without NODE_ENV.
    ssr: { noExternal: true },
    build: {
      outDir: '../../dist/web-server',
      emptyOutDir: true,
      copyPublicDir: false,
      ssrEmitAssets: false,
      minify: false,
    },
  };
}
