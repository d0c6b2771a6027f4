import { AUDIT_ACTIONS, type AuditAction, type AuditFilters } from '@store-ops/domain';
import { auditLogMachine } from '@store-ops/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { AuditLog } from './auditLog';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The filters and page an address like `/audit?user_id=1&action=update&page=2` asks for; a value
 * that is not one the screen could have written is ignored (the log opens unfiltered instead).
 */
export function auditViewFromSearch(search: URLSearchParams): { filters: AuditFilters; page: number } {
  const filters: AuditFilters = {};
  const user = Number(search.get('user_id'));
  if (Number.isInteger(user) && user > 0) filters.user_id = user;
  const action = search.get('action');
  if (action && (AUDIT_ACTIONS as readonly string[]).includes(action)) filters.action = action as AuditAction;
  for (const key of ['from', 'to'] as const) {
    const day = search.get(key);
    if (day && DAY.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`))) filters[key] = day;
  }
  const page = Number(search.get('page'));
  return { filters, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The address bar's query for a view (page 1 and absent filters left out). */
export function auditSearchOf(filters: AuditFilters, page: number): Record<string, string> {
  const entries = Object.entries(filters).filter(([, v]) => v !== undefined && v !== '');
  if (page > 1) entries.push(['page', page]);
  return Object.fromEntries(entries.map(([k, v]) => [k, String(v)]));
}

/** `/audit`: the Audit Log; its filters and page live in the address (a reload keeps them). */
export default function AuditRoute() {
  const [search, setSearch] = useSearchParams();
  const actor = useActorRef(auditLogMachine, { input: auditViewFromSearch(search) });
  const filters = useSelector(actor, (s) => s.context.filters);
  const page = useSelector(actor, (s) => s.context.page);
  useEffect(() => {
    setSearch(auditSearchOf(filters, page), { replace: true });
  }, [filters, page, setSearch]);
  return <AuditLog actor={actor} />;
}
