// jsdom lacks the WHATWG fetch classes that Node has; component tests answer fetch calls with
// real Response objects at the network boundary, so hand Node's classes to the jsdom window.
const JsdomEnvironment = require('jest-environment-jsdom').default ?? require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends JsdomEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of [
      'fetch',
      'Response',
      'Request',
      'Headers',
      'TextEncoder',
      'TextDecoder',
      'ReadableStream',
      'structuredClone',
      'AbortController',
      'AbortSignal',
    ]) {
      if (typeof this.global[name] === 'undefined' && typeof globalThis[name] !== 'undefined') this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
