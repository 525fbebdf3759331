const { project } = require('../jest.preset.cjs');

module.exports = project(__dirname);
