// npm run admin:create [-- --email <e-mail> --password <senha> --phone <telefone>]
// Creates an admin user on the configured database (DATABASE_URL or DATA_DIR), in every existing unit.
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { isValidEmail, isValidPhone, onlyDigits } from '@ability/domain';
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { audit } from '../lib/audit';
import { hashPassword } from '../lib/password';
import type { Db } from './client';
import { openConfiguredDatabase } from './open';
import { resales, userResales, users } from './schema/index';

export const MIN_PASSWORD_LENGTH = 8;

export interface AdminInput {
  email: string;
  phone: string | null;
  password: string;
}

/** Each check answers a pt-BR message, or null when the value is fine. */
export function checkEmail(email: string): string | null {
  return isValidEmail(email) ? null : 'E-mail inválido.';
}

export function checkPhone(phone: string | null): string | null {
  return phone === null || isValidPhone(phone) ? null : 'Telefone inválido: use DDD e número, como (19) 99123-4567.';
}

export function checkPassword(password: string): string | null {
  return password.length >= MIN_PASSWORD_LENGTH
    ? null
    : `A senha precisa ter pelo menos ${MIN_PASSWORD_LENGTH} caracteres.`;
}

async function emailTaken(db: Db, email: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return rows.length > 0;
}

async function phoneTaken(db: Db, phone: string): Promise<boolean> {
  return (await db.select({ id: users.id }).from(users).where(eq(users.phone, phone))).length > 0;
}

/** Validates again (the caller may be a script) and creates the admin in one transaction. */
export async function createAdmin(db: Db, input: AdminInput): Promise<{ id: number; units: number }> {
  const email = input.email.trim().toLowerCase();
  const phone = input.phone ? onlyDigits(input.phone) : null;
  const problem = checkEmail(email) ?? checkPhone(phone) ?? checkPassword(input.password);
  if (problem) throw new Error(problem);
  if (await emailTaken(db, email)) throw new Error(`Já existe um usuário com o e-mail ${email}.`);
  if (phone && (await phoneTaken(db, phone))) throw new Error(`Já existe um usuário com o telefone ${phone}.`);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email, phone, password_hash: passwordHash, role: 'admin' })
      .returning({ id: users.id });
    const units = await tx.select({ id: resales.id }).from(resales);
    if (units.length) await tx.insert(userResales).values(units.map((u) => ({ user_id: user!.id, resale_id: u.id })));
    await audit(tx, null, 'create', 'users', user!.id, null, {
      email,
      phone,
      role: 'admin',
      resale_ids: units.map((u) => u.id),
    });
    return { id: user!.id, units: units.length };
  });
}

/** Reads answers line by line, so piped input (`printf ... | npm run admin:create`) works as well as a terminal. */
function prompter() {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
  const lines = rl[Symbol.asyncIterator]();
  return {
    async ask(question: string): Promise<string> {
      process.stdout.write(question);
      const next = await lines.next();
      if (next.done) throw new Error('Entrada encerrada antes de terminar.');
      return String(next.value).replace(/\r$/, '');
    },
    close: () => rl.close(),
  };
}

async function main(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: { email: { type: 'string' }, password: { type: 'string' }, phone: { type: 'string' } },
  });
  const config = loadConfig();
  const database = await openConfiguredDatabase({ ...config, demoData: false });
  const prompt = values.email && values.password ? null : prompter();
  try {
    console.log(
      `Criando um administrador em ${database.kind === 'pglite' ? `PGlite (${config.dataDir})` : 'PostgreSQL (DATABASE_URL)'}.`,
    );
    // A flag with a bad value stops at once; an answer typed at the prompt is asked again.
    const get = async (flag: string | undefined, question: string, check: (v: string) => Promise<string | null>) => {
      if (flag !== undefined) {
        const problem = await check(flag);
        if (problem) throw new Error(problem);
        return flag;
      }
      for (;;) {
        const answer = await prompt!.ask(question);
        const problem = await check(answer);
        if (!problem) return answer;
        console.log(problem);
      }
    };
    const email = await get(values.email, 'E-mail: ', async (v) => {
      const e = v.trim().toLowerCase();
      return checkEmail(e) ?? ((await emailTaken(database.db, e)) ? `Já existe um usuário com o e-mail ${e}.` : null);
    });
    const phone = await get(values.phone ?? (prompt ? undefined : ''), 'Telefone (opcional): ', async (v) => {
      const d = onlyDigits(v) || null;
      return (
        checkPhone(d) ?? (d && (await phoneTaken(database.db, d)) ? `Já existe um usuário com o telefone ${d}.` : null)
      );
    });
    const password = await get(values.password, `Senha (mínimo ${MIN_PASSWORD_LENGTH} caracteres): `, async (v) =>
      checkPassword(v),
    );
    const created = await createAdmin(database.db, { email, phone: onlyDigits(phone) || null, password });
    console.log(
      `Administrador ${email.trim().toLowerCase()} criado (id ${created.id}, ${created.units} ${created.units === 1 ? 'unidade' : 'unidades'}).`,
    );
  } finally {
    prompt?.close();
    await database.close();
    database.release();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : String(e));
    process.exit(1);
  });
}
