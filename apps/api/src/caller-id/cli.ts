import { parseArgs } from 'node:util';
import { startBridge } from './bridge';

/**
 * npm run caller-id -- --port /dev/ttyUSB0 [--api http://localhost:3000] [--login e-mail] [--resale id]
 * The password comes from CALLER_ID_PASSWORD (never on the command line); a bearer token may be
 * given instead with --token or CALLER_ID_TOKEN.
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    api: { type: 'string' },
    token: { type: 'string' },
    login: { type: 'string' },
    resale: { type: 'string' },
    baud: { type: 'string' },
    help: { type: 'boolean' },
  },
});

const usage = `Uso: npm run caller-id -- --port /dev/ttyUSB0 [--api http://localhost:3000] [--login usuario@empresa.com.br] [--resale ID]
  Senha em CALLER_ID_PASSWORD, ou um token em --token / CALLER_ID_TOKEN.
  Variáveis: CALLER_ID_PORT, CALLER_ID_API, CALLER_ID_LOGIN, CALLER_ID_RESALE.`;

const env = process.env;
const port = values.port ?? env.CALLER_ID_PORT;
const token = values.token ?? env.CALLER_ID_TOKEN;
const login = values.login ?? env.CALLER_ID_LOGIN;
const password = env.CALLER_ID_PASSWORD;
const resale = values.resale ?? env.CALLER_ID_RESALE;
if (values.help || !port || (!token && !(login && password))) {
  console.error(usage);
  process.exit(values.help ? 0 : 2);
}

const bridge = startBridge({
  port,
  api: values.api ?? env.CALLER_ID_API ?? 'http://localhost:3000',
  token,
  login,
  password,
  resaleId: resale ? Number(resale) : undefined,
  baudRate: values.baud ? Number(values.baud) : undefined,
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void bridge.close().then(() => process.exit(0));
  });
}
