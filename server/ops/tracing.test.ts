import { describe, expect, it } from 'vitest';
import { tracingEnabled, tracingWanted } from './tracing.ts';

describe('tracing settings', () => {
  it('is off without OpenTelemetry settings, and the SDK is not started', () => {
    expect(tracingWanted({})).toBe(false);
    expect(tracingEnabled()).toBe(false);
  });

  it('is on with an OTLP endpoint or a named exporter', () => {
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://c:4318/v1/traces' })).toBe(
      true,
    );
    expect(tracingWanted({ OTEL_TRACES_EXPORTER: 'console' })).toBe(true);
    expect(tracingWanted({ OTEL_TRACES_EXPORTER: 'otlp,console' })).toBe(true);
  });

  it('stays off when the settings say so, whatever else is set', () => {
    const endpoint = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' };
    expect(tracingWanted({ ...endpoint, OTEL_SDK_DISABLED: 'true' })).toBe(false);
    expect(tracingWanted({ ...endpoint, OTEL_TRACES_EXPORTER: 'none' })).toBe(false);
    expect(tracingWanted({ OTEL_TRACES_EXPORTER: ' ' })).toBe(false);
  });
});
