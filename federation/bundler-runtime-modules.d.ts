// The CommonJS build of one webpack-bundler-runtime file (jest cannot load its ESM twin), typed as its ESM twin.
declare module '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.cjs' {
  export { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
}
