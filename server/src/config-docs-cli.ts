// `npm run docs:config`: rewrites the configuration table of README.md and the reference of
// server/CONFIG.md from the declarative table in config.ts.
import { writeConfigDocs } from './config-docs';

const changed = writeConfigDocs();
console.log(changed.length ? `Rewrote ${changed.join(', ')}.` : 'The configuration docs were up to date.');
