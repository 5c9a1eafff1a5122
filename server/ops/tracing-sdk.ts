// The OpenTelemetry Node SDK, loaded only when tracing is on (server/ops/tracing.ts). The SDK reads
// the standard settings itself: OTEL_TRACES_EXPORTER, OTEL_EXPORTER_OTLP_* (endpoint, protocol,
// headers), OTEL_TRACES_SAMPLER, OTEL_PROPAGATORS (W3C trace context by default),
// OTEL_RESOURCE_ATTRIBUTES. No instrumentation patches modules: spans are made where the code knows
// the route pattern, the platform operation and the statement kind (server/ops/trace-spans.ts,
// server/platform/db/traced-dialect.ts), never from a URL that may carry personal data.
import { context, propagation, trace } from '@opentelemetry/api';
import { NodeSDK } from '@opentelemetry/sdk-node';
import type { SpanProcessor } from '@opentelemetry/sdk-trace-base';

export interface SdkOptions {
  serviceName: string;
  spanProcessors?: SpanProcessor[] | undefined;
}

export function startSdk(options: SdkOptions): { stop(): Promise<void> } {
  const sdk = new NodeSDK({
    serviceName: options.serviceName,
    // Traces only: no metrics (Prometheus has them) and no log export (pino writes the logs).
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [],
    ...(options.spanProcessors ? { spanProcessors: options.spanProcessors } : {}),
  });
  sdk.start();
  return {
    async stop() {
      await sdk.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}
