// The built site's entry (dist/server/index.js, `npm start`, the Procfile's `web`): production
// unless NODE_ENV says otherwise, decided before anything that reads NODE_ENV is loaded (React
// chooses its build when first imported), hence the dynamic import. `npm run dev` runs
// server/index.ts from source with NODE_ENV=development.
import { defaultToProduction } from './node-env.ts';

defaultToProduction(process.env);
await import('./index.ts');
