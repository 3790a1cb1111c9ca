import type { ExportDefaultPeriod } from '@care/api-client/schemas';
import type { Database } from '../db/client';
import type { ScopeCaller } from '../people/scope';
import type { ChartBand, ChartLine } from './chart';

/**
 * The export types of the care modules (docs/architecture.md#how-a-care-module-plugs-in): each
 * module registers its types with `context.exports.register(...)`, and the one export route
 * (`GET /api/exports/:type`) serves them all as CSV or PDF.
 */

/**
 * One cell of an export row, before it is written in the export's language: a text or number as
 * it is, a day (`YYYY-MM-DD`), an instant (shown in the caller's time zone), or a translation
 * term (a status name, a cause; with the values it names: "Took part in: {{title}}"), several
 * terms joined by commas (a diary entry's categories), labelled answers (`Where: room 12;
 * Witnessed: no`: a fall's record, each label a term), or cells one per line. Null is an empty
 * cell.
 */
export type ExportCell =
  | string
  | number
  | null
  | { readonly day: string }
  | { readonly instant: Date }
  | { readonly term: string; readonly values?: Readonly<Record<string, string>> }
  | { readonly terms: readonly string[] }
  | { readonly fields: readonly (readonly [label: string, value: ExportCell])[] }
  | { readonly lines: readonly ExportCell[] };

/** A column: the row key it shows and the term id of its header. */
export interface ExportColumn {
  readonly key: string;
  readonly label: string;
  /** The PDF column's width: `*` shares the free space (default), `auto` fits the content. */
  readonly width?: '*' | 'auto' | number;
}

/** A row of an export: one cell per column key. */
export type ExportRow = Readonly<Record<string, ExportCell>>;

/** The guest an export is about, already authorized for the caller. */
export interface ExportGuest {
  accountId: number;
  personalDataId: number;
  name: string;
  surname: string;
  /** `YYYY-MM-DD`, or null when unknown. */
  birthDate: string | null;
  /** The facility as the guest's groups name it (`Casa Serena – Piano 1`). */
  facility: string;
}

/** The days an export covers, both included (`YYYY-MM-DD`). */
export interface ExportPeriod {
  from: string;
  to: string;
}

/**
 * A guest's chart of the period, drawn above the PDF's table (docs/behaviour/exports.md#charts).
 * The lines' and bands' names are term ids, written in the export's language by the service.
 */
export interface ExportChart {
  /** The value axis's unit (`mmHg`), as it is. */
  readonly unit: string;
  readonly lines: readonly ChartLine[];
  readonly bands: readonly ChartBand[];
  /** Whether the lines hold fewer points than the period's values (the table holds them all). */
  readonly downsampled: boolean;
}

/** What a module registers for one export type. */
export interface ExportTypeDefinition {
  /** The name in the path: `STATUS_HISTORY`. */
  readonly type: string;
  /** The module it belongs to (`guests`, `diary`…): the audit log's and the web app's grouping. */
  readonly module: string;
  /** The term id of its title (`exports.type.STATUS_HISTORY`). */
  readonly titleKey: string;
  readonly columns: readonly ExportColumn[];
  /** The period when the request names none (`EXPORT_DEFAULT_PERIODS` of @care/api-client). */
  readonly defaultPeriod: ExportDefaultPeriod;
  /** Whether a group's guests may be exported together (`exports/{type}/group`). */
  readonly group?: boolean;
  /** The guest's rows in the period, oldest first; the caller may already read the guest. */
  rows(
    db: Database,
    guest: ExportGuest,
    period: ExportPeriod,
    caller: ScopeCaller,
  ): Promise<readonly ExportRow[]>;
  /** The guest's chart of the period, drawn above a PDF's table; CSV has none. */
  chart?(db: Database, guest: ExportGuest, period: ExportPeriod): Promise<ExportChart>;
}

/** The export types of one app (`context.exports`). */
export interface ExportRegistry {
  /** Adds a type; a name registered twice is a programming error (thrown at start-up). */
  register(definition: ExportTypeDefinition): void;
  /** The type of that name, or undefined. */
  get(type: string): ExportTypeDefinition | undefined;
  /** Every registered type, in registration order. */
  list(): readonly ExportTypeDefinition[];
}

/** An empty registry. */
export function createExportRegistry(): ExportRegistry {
  const types = new Map<string, ExportTypeDefinition>();
  return {
    register(definition) {
      if (!/^[A-Z][A-Z0-9_]*$/.test(definition.type) || definition.type.length > 40) {
        throw new Error(`export type "${definition.type}" is not UPPER_SNAKE_CASE (at most 40)`);
      }
      if (types.has(definition.type)) {
        throw new Error(`export type ${definition.type} is registered twice`);
      }
      types.set(definition.type, definition);
    },
    get: (type) => types.get(type),
    list: () => [...types.values()],
  };
}
