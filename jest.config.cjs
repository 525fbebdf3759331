// `npm test` runs these projects (unit, component and server integration tests); the browser
// end-to-end suite has its own config in e2e/.
module.exports = {
  projects: ['<rootDir>/shared-api', '<rootDir>/shared-ui', '<rootDir>/shell', '<rootDir>/mfe-profile', '<rootDir>/mfe-booking', '<rootDir>/server'],
};
