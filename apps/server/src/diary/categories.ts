import {
  DIARY_DEFAULT_CATEGORIES,
  type DiaryCategory,
  type DiaryCategoryCreate,
} from '@care/api-client/schemas';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { diaryCategories } from '../db/schema';
import { AppError } from '../errors/app-error';

/**
 * The diary's categories (docs/behaviour/diary.md#categories): the defaults, named by the terms
 * `diary.category.<id>`, and those an administrator added with their own names.
 */

/** The term of a default category's name. */
export const categoryTerm = (id: string) => `diary.category.${id}`;

/** Adds the default categories that are missing; an existing row is never changed. */
export async function seedDiaryCategories(db: Database): Promise<number> {
  const rows = await db
    .insert(diaryCategories)
    .values(
      DIARY_DEFAULT_CATEGORIES.map((id, position) => ({ id, termKey: categoryTerm(id), position })),
    )
    .onConflictDoNothing()
    .returning({ id: diaryCategories.id });
  return rows.length;
}

/** Every category, in display order. */
export async function listCategories(db: Database): Promise<DiaryCategory[]> {
  return db
    .select({
      id: diaryCategories.id,
      termKey: diaryCategories.termKey,
      labels: diaryCategories.labels,
      active: diaryCategories.active,
    })
    .from(diaryCategories)
    .orderBy(asc(diaryCategories.position), asc(diaryCategories.id));
}

/** 400 E016 unless every id names an active category. */
export async function requireActiveCategories(db: Database, ids: readonly string[]) {
  const rows = await db
    .select({ id: diaryCategories.id })
    .from(diaryCategories)
    .where(and(inArray(diaryCategories.id, [...ids]), eq(diaryCategories.active, true)));
  if (rows.length !== new Set(ids).size) throw new AppError('E016', { status: 400 });
}

/**
 * SQL: how many of `ids` name an active category (all of them: as many as the distinct ids), for
 * a statement that checks them beside something else.
 */
export function activeCategoryCount(ids: readonly string[]) {
  if (ids.length === 0) return sql<number>`0`;
  return sql<number>`(select count(*)::int from ${diaryCategories} as c where c.active and c.id in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}))`;
}

/** Adds a facility's own category after the others; 409 E019 for an id that exists. */
export async function addCategory(db: Database, body: DiaryCategoryCreate): Promise<void> {
  const [created] = await db
    .insert(diaryCategories)
    .values({
      id: body.id,
      labels: body.labels,
      position: sql`(select coalesce(max(${diaryCategories.position}), -1) + 1 from ${diaryCategories})`,
    })
    .onConflictDoNothing()
    .returning({ id: diaryCategories.id });
  if (!created) throw new AppError('E019');
}
