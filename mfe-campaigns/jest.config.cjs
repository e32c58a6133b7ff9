const { createJestConfig } = require('../tools/jest.base.cjs');

module.exports = createJestConfig(__dirname);
