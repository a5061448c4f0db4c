// Is the load generator itself keeping up? A generator short of CPU, or whose event loop stalls,
// sends late and reads answers late: throughput looks lower and latency higher than the server's.
// Each measured phase watches the thread that generates the load (its own CPU time and its event
// loop's delay), and a row whose generator was saturated is shown as not judged.
import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface GeneratorLoad {
  /** CPU time of the generating thread over the phase, in % of one core (the busiest thread's). */
  cpuPct: number;
  /** p99 of the generating thread's event-loop delay over the phase (ms; the busiest thread's). */
  lagP99Ms: number;
  /** How many threads generated the load (the polling simulation may use several). */
  threads: number;
}

/**
 * Above this CPU share of one core the generator is the bottleneck: one JS thread cannot use more
 * than one core, and at 90 % it is already queueing its own work (timers, socket reads).
 */
export const GENERATOR_MAX_CPU_PCT = 90;
/**
 * Event-loop delay p99 above this (ms) and the generator adds that much to the latencies it reports
 * (the polling simulation counts from when a request was due, so a late timer is late latency):
 * 10 ms is a fifth of the polling bar (p99 < 50 ms) and under half of the tightest one (usage-status,
 * p99 < 25 ms), so a row within the limits cannot owe its verdict to the generator's own delay.
 */
export const GENERATOR_MAX_LAG_MS = 10;
/** The histogram's sampling interval (ms): fine enough for the 10 ms limit, cheap enough to leave on. */
const LAG_RESOLUTION_MS = 2;

// In a worker thread process.cpuUsage() counts the whole process; threadCpuUsage only this thread.
const cpuNow = () => {
  const { user, system } = process.threadCpuUsage();
  return user + system;
};

/** Starts watching this thread; `stop()` gives its CPU share and loop delay since the start. */
export function watchGenerator(): { stop(): GeneratorLoad } {
  const lag = monitorEventLoopDelay({ resolution: LAG_RESOLUTION_MS });
  lag.enable();
  const cpuBefore = cpuNow();
  const started = performance.now();
  return {
    stop() {
      lag.disable();
      const elapsedUs = (performance.now() - started) * 1000;
      const cpuPct = elapsedUs > 0 ? ((cpuNow() - cpuBefore) / elapsedUs) * 100 : 0;
      // The histogram records the delay beyond the sampling interval, in nanoseconds.
      const lagP99Ms = lag.count > 0 ? lag.percentile(99) / 1e6 : 0;
      return { cpuPct, lagP99Ms, threads: 1 };
    },
  };
}

/** The busiest thread's figures stand for the generator (any one saturated thread skews the result). */
export function busiest(loads: GeneratorLoad[]): GeneratorLoad {
  return {
    cpuPct: Math.max(...loads.map((l) => l.cpuPct)),
    lagP99Ms: Math.max(...loads.map((l) => l.lagP99Ms)),
    threads: loads.reduce((n, l) => n + l.threads, 0),
  };
}

export const generatorBound = (g: GeneratorLoad) =>
  g.cpuPct > GENERATOR_MAX_CPU_PCT || g.lagP99Ms > GENERATOR_MAX_LAG_MS;

/** "CPU 42% · lag p99 3.1 ms", the busiest thread's, with the thread count when several. */
export const generatorText = (g: GeneratorLoad) =>
  `${g.threads > 1 ? `${g.threads} threads, busiest ` : ''}CPU ${Math.round(g.cpuPct)}% · lag p99 ${g.lagP99Ms.toFixed(1)} ms`;
