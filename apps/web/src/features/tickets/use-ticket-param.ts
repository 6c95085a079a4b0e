import { useSearchParams } from '../../lib/router/use-search-params.ts';

/** The ticket open in the drawer lives in the URL (?ticket=…): a notification's link opens it, a reload keeps it. */
export function useTicketParam() {
  const [search, setSearch] = useSearchParams();
  const set = (id: string | null) =>
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      if (id) next.set('ticket', id);
      else next.delete('ticket');
      return next;
    });
  return [search.get('ticket'), set] as const;
}
