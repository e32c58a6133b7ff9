// @ts-check
/**
 * The one Module Federation shared map and the webpack config every app of the platform builds with.
 *
 * Every app (host and remotes) calls `createAppConfig` from its `webpack.config.cjs`, so the share
 * rules, output naming, manifest and dev-server behaviour cannot drift between teams.
 *
 * Build tools are resolved from the calling app's folder, not from shared-ui: under pnpm each app
 * owns its own webpack, loaders and federation plugin (pinned by the catalog).
 */
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const YAML = require('yaml');
const { fontStylesheet } = require('./src/theme/fontStacks.cjs');

const workspaceRoot = path.resolve(__dirname, '..');

/**
 * Libraries that must exist once per page: a second React, router, store, SWR cache, styled-components
 * registry or i18next instance would split context between host and remotes.
 * The two workspace packages are shared for the same reason (one theme, one i18n instance, one contract).
 */
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-router-dom',
  'jotai',
  'swr',
  'styled-components',
  'i18next',
  'react-i18next',
  '@sentry/react',
  '@outreach/shared-ui',
  // The list components: only the remotes with lists load them (see shared-ui/src/lists.ts).
  '@outreach/shared-ui/lists',
  // The branding editor's pieces: loaded with Tenant Settings (see shared-ui/src/branding.ts).
  '@outreach/shared-ui/branding',
  '@outreach/shared-contracts',
];

/** React refuses to run with two copies; an incompatible version must fail loudly, not half-work. */
const STRICT = new Set(['react', 'react/', 'react-dom', 'react-dom/']);

/**
 * The default catalog (`catalog:`) of a pnpm workspace file: package name → version range.
 * Named catalogs (`catalogs:`) are not part of it.
 * @param {string} [file] the workspace file; this repository's by default
 * @returns {Record<string, string>}
 */
function readCatalog(file = path.join(workspaceRoot, 'pnpm-workspace.yaml')) {
  const workspace = YAML.parse(fs.readFileSync(file, 'utf8')) ?? {};
  const catalog = workspace.catalog ?? {};
  if (typeof catalog !== 'object' || Array.isArray(catalog)) throw new Error(`${file}: catalog is not a map`);
  return Object.fromEntries(Object.entries(catalog).map(([name, range]) => [name, String(range)]));
}

/** Version of a workspace package, for `workspace:` dependencies. */
function workspaceVersion(packageName) {
  // A subpath entry (`@outreach/shared-ui/lists`) has its package's version.
  const folder = packageName.replace('@outreach/', '').split('/')[0];
  const manifest = JSON.parse(fs.readFileSync(path.join(workspaceRoot, folder, 'package.json'), 'utf8'));
  return `^${manifest.version}`;
}

/** Version of a package as installed for an app. */
function installedVersion(packageName, dir) {
  const manifestPath = require.resolve(`${packageName}/package.json`, { paths: [dir, __dirname] });
  return JSON.parse(fs.readFileSync(manifestPath, 'utf8')).version;
}

/** The ES-module build of react-router for the mode (its package exports only the development one). */
function reactRouterSource(dir, production) {
  const manifestPath = require.resolve('react-router/package.json', { paths: [dir, __dirname] });
  return path.join(
    path.dirname(manifestPath),
    'dist',
    production ? 'production' : 'development',
    'index.mjs',
  );
}

/**
 * The range an app declares for a package, resolved through the pnpm catalog. Ranges come from the
 * app's package.json; a package the app does not list (react-router-dom in most remotes) falls back to
 * the catalog so the share rule stays identical everywhere.
 * @param {Record<string, string>} declared
 * @param {Record<string, string>} catalog
 * @param {string} packageName
 */
function requiredVersionOf(declared, catalog, packageName) {
  const workspacePackage = packageName.startsWith('@outreach/')
    ? packageName.split('/').slice(0, 2).join('/')
    : packageName;
  const spec = declared[workspacePackage] ?? 'catalog:';
  if (spec.startsWith('workspace:')) return workspaceVersion(packageName);
  if (spec.startsWith('catalog:')) {
    const range = catalog[packageName];
    if (!range) throw new Error(`${packageName} is shared but missing from the pnpm catalog`);
    return range;
  }
  return spec;
}

/**
 * The shared map for one app.
 * @param {string} dir the app's folder (its package.json supplies the required versions)
 */
function createSharedMap(dir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const declared = { ...manifest.peerDependencies, ...manifest.devDependencies, ...manifest.dependencies };
  const catalog = readCatalog();
  /** @type {Record<string, { singleton: true, requiredVersion: string, strictVersion: boolean, eager: false }>} */
  const shared = {};
  for (const key of SINGLETONS) {
    const packageName = key.endsWith('/') ? key.slice(0, -1) : key;
    shared[key] = {
      singleton: true,
      requiredVersion: requiredVersionOf(declared, catalog, packageName),
      strictVersion: STRICT.has(key),
      eager: false,
    };
  }
  // react-router is shared through the platform's router surface (see router-surface.mjs): same
  // share key and version, so every app still gets the one router instance the host loaded.
  shared['react-router'] = {
    ...shared['react-router'],
    import: path.join(__dirname, 'router-surface.mjs'),
    version: installedVersion('react-router', dir),
  };
  return shared;
}

/** Files the browser must re-check on every load: they name the hashed files (or are runtime config). */
const NO_CACHE_FILES = ['index.html', 'remoteEntry.js', 'mf-manifest.json', 'remotes.json', 'config.json'];

/**
 * The full webpack configuration of one app.
 * @param {object} options
 * @param {string} options.name federation name (`host_shell`, `mfe_campaigns`, ...)
 * @param {string} options.dir the app's folder (`__dirname` of its webpack.config.cjs)
 * @param {number} options.port dev-server port
 * @param {Record<string, string>} [options.exposes] federation exposes (remotes only)
 * @param {boolean} [options.isHost] the host: no exposes, no build-time remotes
 * @param {boolean} [options.unsharedStandalone] build the standalone page as a second, plain
 *   bundle: shared modules cannot be tree-shaken, so a page that never runs beside a host (the
 *   patient app on a phone) is smaller without federation. The exposes still share everything.
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration | import('webpack').Configuration[]}
 */
function createAppConfig({ name, dir, port, exposes = {}, isHost = false, unsharedStandalone = false }) {
  if (isHost && Object.keys(exposes).length > 0)
    throw new Error('The host exposes nothing: remotes load into it.');
  const fromApp = (request) => require(require.resolve(request, { paths: [dir] }));
  const { ModuleFederationPlugin } = fromApp('@module-federation/enhanced/webpack');
  const HtmlWebpackPlugin = fromApp('html-webpack-plugin');
  const CopyPlugin = fromApp('copy-webpack-plugin');
  const CompressionPlugin = fromApp('compression-webpack-plugin');

  return (_env, argv) => {
    const production = (argv.mode ?? process.env.NODE_ENV) === 'production';
    const compressed = production ? precompressedCopies(CompressionPlugin) : [];
    const hasExposes = Object.keys(exposes).length > 0;
    const federation = new ModuleFederationPlugin({
      name,
      ...(hasExposes ? { filename: 'remoteEntry.js', exposes } : {}),
      // Remotes are registered at run time from remotes.json: none are known at build time.
      remotes: {},
      shared: createSharedMap(dir),
      shareStrategy: 'loaded-first',
      manifest: true,
      dts: false,
      dev: false,
      experiments: {
        optimization: {
          // Browser-only apps: leaves the runtime's Node.js loaders out of every entry.
          target: 'web',
          // Only the host loads remotes. A remote's runtime leaves out remote registration, entry
          // loading and preloading (a fifth of remoteEntry.js); sharing and the manifest stay.
          disableRemote: !isHost,
        },
      },
    });
    const pagePlugins = (entryIsBoundary) => [
      new HtmlWebpackPlugin({
        template: path.join(dir, 'public', 'index.html'),
        // Only the app's own entry: the container entry (remoteEntry.js) is for hosts, not the page.
        chunks: ['main'],
        // Deep links (/create, /i/<token>) serve this same page: its scripts must not be relative.
        publicPath: '/',
        inject: 'body',
        scriptLoading: 'defer',
        minify: production,
      }),
      new FontStylesPlugin(HtmlWebpackPlugin),
      new BootAssetsPlugin({ entry: 'main', entryIsBoundary }),
      // public/ (config.json, remotes.json, icons) goes into the build as it is; its index.html is
      // the template above.
      new CopyPlugin({
        patterns: [
          {
            from: path.join(dir, 'public'),
            filter: (file) => path.resolve(file) !== path.join(dir, 'public', 'index.html'),
            noErrorOnMissing: true,
          },
        ],
      }),
    ];
    const common = { dir, port, production };
    if (!unsharedStandalone) {
      return baseConfig({
        ...common,
        uniqueName: name,
        entry: { main: './src/index.ts' },
        plugins: [
          federation,
          ...pagePlugins(true),
          ...(hasExposes ? [new ExposeAssetsPlugin()] : []),
          ...compressed,
        ],
        clean: true,
      });
    }
    // Two builds into one folder: the federated one first (it cleans), then the standalone page.
    return [
      {
        ...baseConfig({
          ...common,
          uniqueName: name,
          entry: {},
          plugins: [federation, new ExposeAssetsPlugin(), ...compressed],
          clean: true,
        }),
        name: 'federated',
      },
      {
        ...baseConfig({
          ...common,
          uniqueName: `${name}_standalone`,
          // No shared modules to negotiate, so no async boundary: one request fewer on a phone.
          entry: { main: './src/bootstrap.tsx' },
          plugins: [...pagePlugins(false), ...compressed],
          clean: false,
          // Nothing is shared here, so the router can be the tree-shaken production build itself.
          extraAlias: { 'react-router$': reactRouterSource(dir, production) },
        }),
        name: 'standalone',
        dependencies: ['federated'],
        devServer: undefined,
      },
    ];
  };
}

/**
 * Brotli (at its highest quality) and gzip copies of the built text files, written beside them
 * (`main.1a2b3c4d.js.br`, `.gz`) for a server or CDN that serves precompressed files, as
 * tools/serve-static.mjs does: smaller than what a server compresses on the fly, at no cost per
 * request. The runtime config (config.json, remotes.json) is left out: a deployment edits it after
 * the build, and a stale compressed copy would then be served in its place.
 * @param {typeof import('compression-webpack-plugin')} CompressionPlugin the app's own copy
 */
function precompressedCopies(CompressionPlugin) {
  const test = /\.(js|css|html|svg|json)$/;
  const exclude = /(^|\/)(config|remotes)\.json$/;
  return [
    new CompressionPlugin({
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      test,
      exclude,
      threshold: 1024,
      minRatio: 0.9,
    }),
    new CompressionPlugin({
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
      test,
      exclude,
      threshold: 1024,
      minRatio: 0.9,
    }),
  ];
}

/** Everything but the plugins and entries: loaders, output naming, optimisation, dev server. */
function baseConfig({ dir, port, production, uniqueName, entry, plugins, clean, extraAlias = {} }) {
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry,
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      // Resolved at run time from the script's own URL, so a remote works from any origin or CDN path.
      publicPath: 'auto',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName,
      clean,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      alias: { 'react-router-source$': reactRouterSource(dir, production), ...extraAlias },
    },
    module: {
      // An import of a name a module does not export (e.g. outside the router surface) fails the build.
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        {
          // Workspace packages are `type: module` but emitted by tsc with extensionless specifiers.
          test: /\.m?js$/,
          resolve: { fullySpecified: false },
        },
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('ts-loader', { paths: [dir] }),
            options: {
              // Type errors are the job of `pnpm typecheck` (tsc); the bundle build only transpiles.
              transpileOnly: true,
              configFile: path.join(dir, 'tsconfig.json'),
              compilerOptions: {
                noEmit: false,
                declaration: false,
                declarationMap: false,
                composite: false,
                sourceMap: true,
              },
            },
          },
        },
        {
          test: /\.css$/,
          use: [
            require.resolve('style-loader', { paths: [dir] }),
            require.resolve('css-loader', { paths: [dir] }),
          ],
        },
        {
          test: /\.(woff2?|ttf|otf|eot)$/,
          type: 'asset/resource',
          generator: { filename: 'fonts/[name].[contenthash:8][ext]' },
        },
        {
          test: /\.(png|jpe?g|gif|svg|webp)$/,
          type: 'asset/resource',
        },
      ],
    },
    plugins,
    optimization: {
      minimize: production,
      // One runtime per entry keeps remoteEntry.js self-contained; federation needs it.
      runtimeChunk: false,
    },
    performance: { hints: false },
    devServer: {
      port,
      host: 'localhost',
      historyApiFallback: true,
      hot: false,
      static: { directory: path.join(dir, 'public'), watch: true },
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Allow-Headers': '*',
      },
      setupMiddlewares: (middlewares) => {
        middlewares.unshift({
          name: 'no-cache-runtime-files',
          middleware: (req, res, next) => {
            const file = (req.url ?? '').split('?')[0].split('/').pop();
            if (NO_CACHE_FILES.includes(file)) res.setHeader('Cache-Control', 'no-cache');
            next();
          },
        });
        return middlewares;
      },
    },
  };
}

/**
 * Writes the theme's font stacks (`src/theme/fontStacks.cjs`) into the head of the page as a
 * `<style>`: the stylesheet names some forty system fonts, which the JavaScript bundles then do not
 * carry (the theme only reads the custom property it sets). It also preloads Montserrat's Latin file,
 * which nearly every page draws its text with, so that it downloads beside the scripts rather than
 * after them.
 */
class FontStylesPlugin {
  /** @param {typeof import('html-webpack-plugin')} HtmlWebpackPlugin the app's own copy */
  constructor(HtmlWebpackPlugin) {
    this.HtmlWebpackPlugin = HtmlWebpackPlugin;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { HtmlWebpackPlugin } = this;
    compiler.hooks.compilation.tap('FontStylesPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('FontStylesPlugin', (data) => {
        const latin = compilation
          .getAssets()
          .find(({ name }) => /^fonts\/montserrat-latin-wght-normal\.[0-9a-f]+\.woff2$/.test(name));
        const tag = HtmlWebpackPlugin.createHtmlTagObject;
        data.headTags.unshift(
          tag('style', {}, fontStylesheet()),
          ...(latin
            ? [
                tag('link', {
                  rel: 'preload',
                  href: `/${latin.name}`,
                  as: 'font',
                  type: 'font/woff2',
                  crossorigin: '',
                }),
              ]
            : []),
        );
        return data;
      });
    });
  }
}

/**
 * Writes `boot-assets.json`: the JavaScript files a browser must fetch before the app's first
 * render. That is the entry chunk, the chunks of its `import('./bootstrap')` boundary, and,
 * transitively, the chunks of every shared module those chunks consume, because the federation
 * runtime resolves a chunk's shared modules before running it. Lazy imports inside them (other
 * screens, other languages, Sentry) are left out: they load later. `pnpm bench:bundles` reads it.
 */
class BootAssetsPlugin {
  /**
   * @param {{ entry: string, entryIsBoundary: boolean }} options `entryIsBoundary`: the entry module
   *   is `src/index.ts`, whose one dynamic import is the bootstrap the page cannot start without.
   */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { sources, Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('BootAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After real content hashing has renamed the files.
        { name: 'BootAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const entrypoint = compilation.entrypoints.get(this.options.entry);
          if (!entrypoint) return;
          const { chunkGraph } = compilation;
          const bootChunks = new Set();
          const visitGroup = (group) => group && group.chunks.forEach(visitChunk);
          const visitChunk = (chunk) => {
            if (bootChunks.has(chunk)) return;
            bootChunks.add(chunk);
            for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
              if (module.type !== 'consume-shared-module') continue;
              for (const block of module.blocks) visitGroup(chunkGraph.getBlockChunkGroup(block));
            }
          };
          const entryChunk = entrypoint.getEntrypointChunk();
          entrypoint.chunks.forEach(visitChunk);
          const boundaries = this.options.entryIsBoundary
            ? chunkGraph.getChunkEntryModulesIterable(entryChunk)
            : [];
          for (const module of boundaries) {
            for (const block of module.blocks) visitGroup(chunkGraph.getBlockChunkGroup(block));
          }
          const files = [...bootChunks]
            .flatMap((chunk) => [...chunk.files])
            .filter((file) => /\.m?js$/.test(file))
            .sort();
          const report = { entry: this.options.entry, files };
          compilation.emitAsset(
            'boot-assets.json',
            new sources.RawSource(`${JSON.stringify(report, null, 2)}\n`),
          );
        },
      );
    });
  }
}

/**
 * Writes `expose-assets.json`: per exposed module, the JavaScript a host fetches from this remote
 * when it mounts the module (`sync`: the expose's chunk group), and what the module loads lazily once
 * it runs (`lazy`: chunk groups of its dynamic imports, transitively, such as the rich text editor).
 * Shared modules are left out (the host provides them: they are the shared singletons), and chunks
 * of nothing but JSON are listed apart as `locales`, since a user loads one language of them.
 * `pnpm bench:bundles` reads it for the route budgets.
 */
class ExposeAssetsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { sources, Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ExposeAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ExposeAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const { chunkGraph } = compilation;
          const jsFiles = (chunks) =>
            [...chunks]
              .flatMap((chunk) => [...chunk.files])
              .filter((file) => /\.m?js$/.test(file))
              .sort();
          const onlyJson = (chunk) =>
            [...chunkGraph.getChunkModulesIterable(chunk)].every((module) => module.type.startsWith('json'));
          /** The chunks of the dynamic imports of `chunks`' own modules, transitively. */
          const lazyChunks = (chunks, seen) => {
            const found = new Set();
            const visit = (chunk) => {
              for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
                if (module.type === 'consume-shared-module') continue;
                for (const block of module.blocks) {
                  const group = chunkGraph.getBlockChunkGroup(block);
                  if (!group) continue;
                  for (const child of group.chunks) {
                    if (seen.has(child) || found.has(child)) continue;
                    found.add(child);
                    visit(child);
                  }
                }
              }
            };
            chunks.forEach(visit);
            return found;
          };
          const report = {};
          for (const [groupName, group] of compilation.namedChunkGroups) {
            const exposed = /^__federation_expose_(.+)$/.exec(groupName);
            if (!exposed) continue;
            const sync = new Set(group.chunks);
            const lazy = [...lazyChunks(sync, sync)];
            report[exposed[1]] = {
              sync: jsFiles(sync),
              lazy: jsFiles(lazy.filter((chunk) => !onlyJson(chunk))),
              locales: jsFiles(lazy.filter(onlyJson)),
            };
          }
          compilation.emitAsset(
            'expose-assets.json',
            new sources.RawSource(`${JSON.stringify(report, null, 2)}\n`),
          );
        },
      );
    });
  }
}

module.exports = { createAppConfig, createSharedMap, readCatalog, SINGLETONS, NO_CACHE_FILES };
