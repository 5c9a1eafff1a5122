// Node loader hook for the spawned server in the shutdown test: page components import their
// stylesheets, which only the esbuild build understands; under plain tsx they load as nothing.
export async function load(url, context, nextLoad) {
  if (url.endsWith('.css'))
    return { format: 'module', source: 'export default {};', shortCircuit: true };
  return nextLoad(url, context);
}
