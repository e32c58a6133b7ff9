// @ts-check
/**
 * The patient page's start script, written inline into the head of the standalone index.html by
 * webpack.config.cjs. While the bundle downloads, it asks for the runtime config and then the link's
 * branding (the first screen cannot be drawn without it), and, once the branding names the patient's
 * language, for that language's translation chunks. The app takes the answers from
 * `window.__outreachPatientStart` (src/api/earlyStart.ts); without this script it asks for them itself.
 *
 * It runs as the page is parsed, so it stays small and plain: no module syntax, nothing but fetch.
 * Nothing of the answers is kept or logged here; the link token stays in the page's own address.
 *
 * @param {Record<string, string[]>} languageChunks per language, the translation chunk files of the
 *   first screen (`<chunk id>.<hash>.js`, loaded as webpack would load them)
 * @param {string} chunkKeyPrefix webpack's `data-webpack` prefix of this build (`<uniqueName>:`)
 */
function startPatientPage(languageChunks, chunkKeyPrefix) {
  var match = /\/i\/([A-Za-z0-9_-]{43})\/?$/.exec(location.pathname);
  if (!match || typeof fetch !== 'function') return;
  var token = match[1];
  var started = { token: token, config: null, brandingUrl: null, branding: null, link: null };
  started.config = fetch('/config.json', { cache: 'no-store' }).then(function (response) {
    return response.ok ? response.json() : null;
  });
  started.branding = started.config.then(function (config) {
    var base = config && typeof config.apiBaseUrl === 'string' ? config.apiBaseUrl.trim() : '';
    // No API address in the config: the app falls back to its default and asks itself.
    if (!base) return null;
    started.brandingUrl = base.replace(/\/+$/, '') + '/api/interactions/' + token + '/tenant-branding';
    var branding = fetch(started.brandingUrl, { credentials: 'include' });
    branding.then(
      function (response) {
        if (!response.ok) return;
        response
          .clone()
          .json()
          .then(function (link) {
            // Kept for the app's first render: it draws the link's screen at once when this is here.
            started.link = link;
            var files = link && languageChunks[link.language];
            if (files) files.forEach(loadChunk);
          })
          .catch(function () {});
      },
      function () {},
    );
    return branding;
  });
  // The app reports the failure itself when it asks again.
  started.config.catch(function () {});
  started.branding.catch(function () {});
  window.__outreachPatientStart = started;

  /** A chunk as webpack's own loader adds it, so that the bundle's runtime finds it and waits for it. */
  function loadChunk(file) {
    var script = document.createElement('script');
    script.src = '/' + file;
    script.setAttribute('data-webpack', chunkKeyPrefix + 'chunk-' + file.slice(0, file.indexOf('.')));
    document.head.appendChild(script);
  }
}

module.exports = { startPatientPage };
