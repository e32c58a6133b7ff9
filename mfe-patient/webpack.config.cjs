// Built with the platform's one federation helper so share rules and output never drift.
const { createAppConfig } = require('@outreach/shared-ui/federation');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { startPatientPage } = require('./earlyStart.cjs');

const configure = createAppConfig({
  name: 'mfe_patient',
  dir: __dirname,
  port: 3004,
  // Patients' phones load only the standalone page: keep it a plain, tree-shaken bundle.
  unsharedStandalone: true,
  exposes: {
    './PatientApp': './src/exposes/PatientApp.ts',
    './TouchpointPreview': './src/exposes/TouchpointPreview.ts',
  },
});

/** The translation files of the first screen: the platform's common strings and the patient app's. */
const FIRST_SCREEN_LOCALES = [
  /[\\/]shared-ui[\\/](?:src|dist)[\\/]i18n[\\/]locales[\\/]([a-z]{2})[\\/]common\.json$/,
  /[\\/]mfe-patient[\\/]src[\\/]locales[\\/]([a-z]{2})\.json$/,
];
const firstScreenLanguage = (resource) =>
  FIRST_SCREEN_LOCALES.map((pattern) => pattern.exec(resource ?? '')?.[1]).find(Boolean) ?? null;

/**
 * Writes the start script (earlyStart.cjs) into the head of the standalone page, with the
 * translation chunks of each language, so the link's branding and the patient's language load while
 * the bundle does instead of after it.
 */
class EarlyStartPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('EarlyStartPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('EarlyStartPlugin', (data) => {
        const { chunkGraph } = compilation;
        /** @type {Record<string, string[]>} */
        const languageChunks = {};
        for (const chunk of compilation.chunks) {
          const modules = [...chunkGraph.getChunkModulesIterable(chunk)];
          const languages = new Set(modules.map((module) => firstScreenLanguage(module.resource)));
          if (modules.length === 0 || languages.size !== 1 || languages.has(null)) continue;
          const [language] = languages;
          for (const file of chunk.files) {
            if (!file.endsWith('.js')) continue;
            // The start script derives webpack's chunk key from the name: `<id>.<hash>.js`.
            if (!file.startsWith(`${chunk.id}.`))
              throw new Error(`EarlyStartPlugin: unexpected chunk file ${file}`);
            (languageChunks[language] ??= []).push(file);
          }
        }
        const chunkKeyPrefix = `${compilation.outputOptions.uniqueName}:`;
        const source = `(${startPatientPage.toString()})(${JSON.stringify(languageChunks)},${JSON.stringify(chunkKeyPrefix)});`;
        data.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('script', {}, source));
        return data;
      });
    });
  }
}

module.exports = (env, argv) => {
  const configs = configure(env, argv);
  const standalone = configs.find((config) => config.name === 'standalone');
  if (!standalone) throw new Error('mfe-patient: the standalone build is missing');
  standalone.plugins.push(new EarlyStartPlugin());
  return configs;
};
