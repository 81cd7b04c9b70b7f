// autocannon in a process of its own (started by load.ts): the load generator shares no thread with the
// bench or with a server. Takes one LoadRequest over IPC and answers its LoadResult.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import type { LoadRequest, LoadResult } from './load';

process.once('message', (req: LoadRequest) => {
  const latencies: number[] = [];
  let next = 0;
  // Varied bodies in turn and a fresh Idempotency-Key, set on each request as it is built.
  const perRequest = req.bodies?.length || req.idempotencyKeys;
  const instance = autocannon(
    {
      url: req.url,
      method: req.method,
      headers: req.headers,
      body: req.body,
      connections: req.connections,
      duration: req.duration,
      timeout: 30,
      requests: perRequest
        ? [
            {
              setupRequest: (request) => ({
                ...request,
                body: req.bodies?.length ? req.bodies[next++ % req.bodies.length] : request.body,
                headers: req.idempotencyKeys
                  ? { ...request.headers, 'idempotency-key': randomUUID() }
                  : request.headers,
              }),
            },
          ]
        : undefined,
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
      process.send!(message, () => process.exit(0));
    },
  );
  instance.on('response', (_client, _status, _bytes, responseTime: number) => {
    latencies.push(responseTime);
  });
});
