// The built platform's entry (dist/server/platform.js, the Procfile's `platform`): production unless
// NODE_ENV says otherwise, decided before anything that reads NODE_ENV is loaded.
import { defaultToProduction } from './node-env.ts';

defaultToProduction(process.env);
await import('./platform-process.ts');
