// Whether this process traces, and starting it. Tracing is off unless the standard OpenTelemetry
// settings ask for it (an OTLP endpoint, or an exporter named in OTEL_TRACES_EXPORTER); off, the
// SDK is never loaded and no middleware, span or log field is added, so it costs nothing. On,
// server/ops/tracing-sdk.ts is imported here and nowhere else.
import type { SpanProcessor } from '@opentelemetry/sdk-trace-base';

let enabled = false;

/** Read on every hot path before any span work: a boolean, nothing else, when tracing is off. */
export function tracingEnabled(): boolean {
  return enabled;
}

/**
 * The OpenTelemetry settings that turn tracing on. OTEL_SDK_DISABLED=true and
 * OTEL_TRACES_EXPORTER=none win; otherwise an OTLP endpoint or a named exporter (otlp, console,
 * zipkin) turns it on. The SDK's own default (otlp to localhost) is not applied when none is set.
 */
export function tracingWanted(env: NodeJS.ProcessEnv): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  const exporters = (env.OTEL_TRACES_EXPORTER ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (exporters.includes('none')) return false;
  return (
    exporters.length > 0 ||
    Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim()) ||
    Boolean(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim())
  );
}

export interface Tracing {
  /** Flushes what is buffered and stops; tracing is off again afterwards. */
  stop(): Promise<void>;
}

export interface StartTracingOptions {
  /** OTEL_SERVICE_NAME wins over it. */
  serviceName: string;
  env?: NodeJS.ProcessEnv;
  /** Tests: where spans go (an in-memory exporter), instead of the exporters the settings name. */
  spanProcessors?: SpanProcessor[];
}

/** Starts tracing when the settings (or a test's span processors) ask for it; undefined if not. */
export async function startTracing(options: StartTracingOptions): Promise<Tracing | undefined> {
  const env = options.env ?? process.env;
  if (!options.spanProcessors && !tracingWanted(env)) return undefined;
  const { startSdk } = await import('./tracing-sdk.ts');
  const sdk = startSdk({
    serviceName: env.OTEL_SERVICE_NAME?.trim() || options.serviceName,
    spanProcessors: options.spanProcessors,
  });
  enabled = true;
  return {
    async stop() {
      enabled = false;
      await sdk.stop();
    },
  };
}
