import { sql } from 'drizzle-orm';
import type { WebVitalsBeacon, WebVitalsRow, WebVitalsVisit } from '@/contract/web-vitals';
import { CONNECTION_TYPES, type WebVitalName } from '@/contract/web-vitals-terms';
import type { Database } from '../db/client';
import { webVitals } from '../db/schema';

// Real-user measurements (docs/decisions/111-measuring.md): a beacon's metrics stored as rows, the table kept
// bounded on every write, and the studio's 75th percentiles computed by the database.

export type WebVitalsBounds = {
  /** At most this many rows: the oldest go first. */
  maxRows: number;
  /** Rows older than this many days are deleted (the studio's longest window). */
  keepDays: number;
};

/**
 * Stores a beacon's metrics and deletes what falls outside the bounds, in one transaction. The newest
 * `maxRows` are those whose identity is within `maxRows` of the largest: one index probe, no count.
 */
export async function storeWebVitals(db: Database, beacon: WebVitalsBeacon, bounds: WebVitalsBounds): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.insert(webVitals).values(
      beacon.metrics.map((metric) => ({
        page: beacon.page,
        connection: beacon.connection,
        repeat: beacon.repeat,
        metric: metric.name,
        value: metric.value,
      })),
    );
    await tx.execute(sql`
      delete from web_vitals
      where id <= (select max(id) from web_vitals) - ${bounds.maxRows}
         or at < now() - make_interval(days => ${bounds.keepDays})`);
    return beacon.metrics.length;
  });
}

type Aggregate = { page: string; connection: string | null; metric: WebVitalName; p75: number; samples: number };

/** p75 and sample count per page type and connection (and per page over every connection) of the last `days` days. */
export async function webVitalsSummary(db: Database, days: number, visit: WebVitalsVisit): Promise<WebVitalsRow[]> {
  const repeat = visit === 'all' ? sql`` : sql`and repeat = ${visit === 'repeat'}`;
  const result = (await db.execute(sql`
    select page, connection, metric,
           percentile_cont(0.75) within group (order by value) as p75,
           count(*)::int as samples
    from web_vitals
    where at >= now() - make_interval(days => ${days}) ${repeat}
    group by grouping sets ((page, connection, metric), (page, metric))`)) as unknown as { rows: Aggregate[] };
  const rows = new Map<string, WebVitalsRow>();
  for (const aggregate of result.rows) {
    const connection = (aggregate.connection ?? 'all') as WebVitalsRow['connection'];
    const key = `${aggregate.page} ${connection}`;
    let row = rows.get(key);
    if (!row) {
      row = { page: aggregate.page, connection, metrics: { LCP: null, INP: null, CLS: null, TTFB: null } };
      rows.set(key, row);
    }
    row.metrics[aggregate.metric] = { p75: Number(aggregate.p75), samples: Number(aggregate.samples) };
  }
  const connectionOrder = ['all', ...CONNECTION_TYPES];
  return [...rows.values()].sort(
    (a, b) => a.page.localeCompare(b.page) || connectionOrder.indexOf(a.connection) - connectionOrder.indexOf(b.connection),
  );
}
