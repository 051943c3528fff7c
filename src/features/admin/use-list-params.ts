import { useSearchParams } from 'react-router-dom';
import { PAGE_SIZES } from '../../shared/api-types/classes';
import { SEARCH_MAX_LENGTH } from '../../shared/list-query';

type Defaults<S extends string, E extends Record<string, string>> = {
  sort: S;
  order: 'asc' | 'desc';
  sorts: readonly S[];
  /** Rows a page when the URL names none or one the list does not offer (10 when not given). */
  pageSize?: number;
  /** Filters kept in the URL too, with their allowed values (`undefined`: any text). */
  filters?: { [K in keyof E]: { default: E[K]; allowed?: readonly E[K][] } };
  /** Before each parameter's name: a second list on one page keeps its own (`period-q`). */
  prefix?: string;
};

/**
 * A list's page, sort, filters and search (`q`) live in the URL: the back button, a reload and a link from
 * the dashboard all land on the same view. Values the list does not offer fall back to the
 * defaults instead of reaching the server.
 */
export function useListParams<
  S extends string,
  E extends Record<string, string> = Record<never, string>,
>(defaults: Defaults<S, E>) {
  const [params, setParams] = useSearchParams();
  const prefix = defaults.prefix ?? '';
  const get = (key: string) => params.get(prefix + key);
  const sortParam = get('sort') as S | null;
  const sort = sortParam && defaults.sorts.includes(sortParam) ? sortParam : defaults.sort;
  const orderParam = get('order');
  const order = orderParam === 'asc' || orderParam === 'desc' ? orderParam : defaults.order;
  const page = Math.max(1, Math.floor(Number(get('page') ?? 1)) || 1);
  const size = Number(get('pageSize'));
  const pageSize = (PAGE_SIZES as readonly number[]).includes(size)
    ? size
    : (defaults.pageSize ?? 10);
  // A link's search longer than the server takes is cut, not sent to be refused.
  const q = (get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  const filters = {} as E;
  for (const [key, spec] of Object.entries(defaults.filters ?? {}) as [
    keyof E & string,
    { default: string; allowed?: readonly string[] },
  ][]) {
    const value = get(key) ?? spec.default;
    filters[key] = (
      spec.allowed && !spec.allowed.includes(value) ? spec.default : value
    ) as E[typeof key];
  }

  const update = (changes: Record<string, string | number>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) next.set(prefix + key, String(value));
        return next;
      },
      { replace: false },
    );

  return {
    list: { page, pageSize, sort, order },
    filters,
    q,
    setPage: (n: number) => update({ page: n }),
    setPageSize: (n: number) => update({ pageSize: n, page: 1 }),
    setSort: (s: string, o: 'asc' | 'desc') => update({ sort: s, order: o, page: 1 }),
    setFilter: (key: keyof E & string, value: string) => update({ [key]: value, page: 1 }),
    /** A new search replaces the entry (typing is not a step back), from the first page. */
    setSearch: (text: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (text === '') next.delete(`${prefix}q`);
          else next.set(`${prefix}q`, text);
          next.delete(`${prefix}page`);
          return next;
        },
        { replace: true },
      ),
  };
}
