// Runs autocannon in a worker thread, so the load generator does not share the server's event loop.
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';
import type { LoadRequest, LoadResult } from './load';

const req = workerData as LoadRequest;
const latencies: number[] = [];
const instance = autocannon(
  {
    url: req.url,
    method: req.method,
    headers: req.headers,
    body: req.body,
    connections: req.connections,
    duration: req.duration,
    timeout: 30,
  },
  (err, result) => {
    if (err) throw err;
    const message: LoadResult = {
      latencies,
      seconds: result.duration,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
    };
    parentPort?.postMessage(message);
  },
);
instance.on('response', (_client, _status, _bytes, responseTime: number) => {
  latencies.push(responseTime);
});
