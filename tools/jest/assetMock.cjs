// Stands in for stylesheets, fonts and images in jsdom, where they have no effect.
module.exports = 'test-file-stub';
