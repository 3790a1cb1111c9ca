import {
  DIARY_DEFAULT_CATEGORIES,
  type DiaryCategory,
  type DiaryCategoryChange,
  type DiaryCategoryCreate,
} from '@care/api-client/schemas';
import { and, asc, eq, inArray, is, Placeholder, sql } from 'drizzle-orm';
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
 * a statement that checks them beside something else. `ids` is one parameter (an array), or the
 * placeholder of a query built once (docs/performance.md#queries-built-once).
 */
export function activeCategoryCount(ids: readonly string[] | Placeholder) {
  const list = is(ids, Placeholder) ? ids : sql.param([...(ids as readonly string[])]);
  return sql<number>`(select count(*)::int from ${diaryCategories} as c where c.active and c.id = any(${list}))`;
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

/**
 * Changes category `id` (docs/behaviour/diary.md#categories): new names (a facility's own only: a
 * default's are server terms, 400 E016) and whether it is in use. 404 E016 for an unknown id; the
 * last active category stays in use (409 E049). The active rows are locked, so that two
 * administrators taking out the last two at once cannot both succeed.
 */
export async function changeCategory(
  db: Database,
  id: string,
  body: DiaryCategoryChange,
): Promise<void> {
  await db.transaction(async (tx) => {
    const active = await tx
      .select({ id: diaryCategories.id })
      .from(diaryCategories)
      .where(eq(diaryCategories.active, true))
      .for('update');
    const [row] = await tx
      .select({ termKey: diaryCategories.termKey, active: diaryCategories.active })
      .from(diaryCategories)
      .where(eq(diaryCategories.id, id))
      .for('update');
    if (!row) throw new AppError('E016', { status: 404 });
    if (body.labels && row.termKey !== null) throw new AppError('E016');
    if (body.active === false && row.active && active.length <= 1) throw new AppError('E049');
    await tx
      .update(diaryCategories)
      .set({
        ...(body.labels ? { labels: body.labels } : {}),
        ...(body.active === undefined ? {} : { active: body.active }),
      })
      .where(eq(diaryCategories.id, id));
  });
}
