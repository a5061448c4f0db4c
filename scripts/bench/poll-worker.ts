// One thread of the polling simulation (polling.ts): its share of the clients, started on the
// main thread's word so that every thread's clients begin together.
import { parentPort, workerData } from 'node:worker_threads';
import { simulatePolling, type Phases, type Poll } from './load.ts';

const { tokens, polls, phases } = workerData as { tokens: string[]; polls: Poll[]; phases: Phases };
const port = parentPort!;
port.once('message', () => {
  void simulatePolling(tokens, polls, phases).then((result) =>
    port.postMessage(result, [
      result.latencies.buffer as ArrayBuffer,
      result.firstPolls.latencies.buffer as ArrayBuffer,
    ]),
  );
});
port.postMessage('ready');
