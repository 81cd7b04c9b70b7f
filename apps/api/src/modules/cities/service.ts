import { and, asc, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cities, states } from '../../db/schema/index';
import data from './municipios.json' with { type: 'json' };

export interface CityRecord {
  id: number;
  name: string;
  state_acronym: string;
  state_name: string;
}

/** Lower-case, accent-free: 'São Paulo' → 'sao paulo'. */
export function searchName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ' ');
}

const columns = { id: cities.id, name: cities.name, state_acronym: states.acronym, state_name: states.name };

export async function citiesStartingWith(db: Db, text: string, limit = 20): Promise<CityRecord[]> {
  const prefix = searchName(text).replace(/[%_\\]/g, (m) => `\\${m}`);
  if (!prefix) return [];
  return db
    .select(columns)
    .from(cities)
    .innerJoin(states, eq(states.id, cities.state_id))
    .where(like(cities.search_name, `${prefix}%`))
    .orderBy(asc(sql`length(${cities.name})`), asc(cities.name))
    .limit(limit);
}

export async function cityByName(db: Db, name: string, uf?: string): Promise<CityRecord[]> {
  return db
    .select(columns)
    .from(cities)
    .innerJoin(states, eq(states.id, cities.state_id))
    .where(
      and(eq(cities.search_name, searchName(name)), uf ? eq(states.acronym, uf.toUpperCase().slice(0, 2)) : undefined),
    )
    .orderBy(asc(cities.name))
    .limit(20);
}

/** Loads the shipped municipality list once into an empty table. */
export async function loadCities(db: Db): Promise<void> {
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(cities);
  if (n > 0) return;
  await db.transaction(async (tx) => {
    await tx.insert(states).values(data.states).onConflictDoNothing();
    const rows = (data.cities as [number, string, string][]).map(([id, name, uf]) => ({
      id,
      name,
      search_name: searchName(name),
      state_id: data.states.find((s) => s.acronym === uf)?.id ?? 0,
    }));
    for (let i = 0; i < rows.length; i += 1000) {
      await tx
        .insert(cities)
        .values(rows.slice(i, i + 1000))
        .onConflictDoNothing();
    }
  });
}
