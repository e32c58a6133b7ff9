const path = require('node:path');
const { createJestConfig } = require('../tools/jest.base.cjs');

module.exports = createJestConfig(__dirname, {
  apiMockSetup: path.join(__dirname, 'src', 'testing', 'jestSetup.ts'),
});
