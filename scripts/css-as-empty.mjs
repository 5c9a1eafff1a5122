// For scripts that run the app's modules under tsx, outside vitest and esbuild (npm run
// screenshots): a stylesheet import becomes an empty module. The browser gets its CSS from
// dist/client; on the server the import only tells the bundler what a page needs.
import { register } from 'node:module';

const hook = `export async function load(url, context, next) {
  if (url.endsWith('.css')) return { format: 'module', source: '', shortCircuit: true };
  return next(url, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`);
