// A stand-in OpenTelemetry collector for reading real traces on one machine: it accepts OTLP/HTTP
// JSON exports (`OTEL_EXPORTER_OTLP_PROTOCOL=http/json`) at /v1/traces and appends every span as one
// JSON line to OTLP_SINK_FILE: trace and span ids, parent, service, name, kind, status, start (ms
// since the epoch) and duration (ms), attributes flattened. Protobuf exports are answered 415, so a
// wrong protocol setting shows at once in the exporting process's log.
//
//   OTLP_SINK_FILE=/tmp/spans.jsonl PORT=4318 tsx scripts/bench/servers/otlp-sink.ts
//   OTEL_EXPORTER_OTLP_ENDPOINT=http://127.0.0.1:4318 OTEL_EXPORTER_OTLP_PROTOCOL=http/json node …
import { appendFileSync } from 'node:fs';
import { createServer } from 'node:http';

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  doubleValue?: number;
  boolValue?: boolean;
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind?: number;
  startTimeUnixNano: string;
  endTimeUnixNano: string;
  attributes?: OtlpAttribute[];
  status?: { code?: number };
}
interface OtlpExport {
  resourceSpans?: {
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: { spans?: OtlpSpan[] }[];
  }[];
}

const file = process.env.OTLP_SINK_FILE;
if (!file) throw new Error('OTLP_SINK_FILE is required');

const flat = (attributes: OtlpAttribute[] = []) =>
  Object.fromEntries(
    attributes.map(({ key, value }) => [
      key,
      value.stringValue ?? value.intValue ?? value.doubleValue ?? value.boolValue ?? null,
    ]),
  );

// Nanoseconds since the epoch do not fit a double exactly; microseconds do.
const ms = (nanos: string) => Number(BigInt(nanos) / 1000n) / 1000;

function record(body: OtlpExport): number {
  const lines: string[] = [];
  for (const resource of body.resourceSpans ?? []) {
    const service = flat(resource.resource?.attributes)['service.name'];
    for (const scope of resource.scopeSpans ?? [])
      for (const span of scope.spans ?? []) {
        const start = ms(span.startTimeUnixNano);
        lines.push(
          JSON.stringify({
            trace: span.traceId,
            span: span.spanId,
            parent: span.parentSpanId || undefined,
            service,
            name: span.name,
            kind: span.kind,
            status: span.status?.code ?? 0,
            start,
            ms: Math.round((ms(span.endTimeUnixNano) - start) * 1000) / 1000,
            attributes: flat(span.attributes),
          }),
        );
      }
  }
  if (lines.length) appendFileSync(file!, `${lines.join('\n')}\n`);
  return lines.length;
}

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    if (!req.headers['content-type']?.includes('json')) {
      res.writeHead(415).end('OTLP/HTTP JSON only: OTEL_EXPORTER_OTLP_PROTOCOL=http/json');
      return;
    }
    try {
      record(JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport);
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    } catch (error) {
      res.writeHead(400).end((error as Error).message);
    }
  });
});
server.listen(Number(process.env.PORT ?? 4318), process.env.HOST ?? '127.0.0.1', () => {
  process.stdout.write(
    `${JSON.stringify({ port: (server.address() as { port: number }).port })}\n`,
  );
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
