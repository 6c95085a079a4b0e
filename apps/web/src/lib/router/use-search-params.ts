import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, type NavigateOptions } from './history-router.tsx';

export type SearchParamsInit = ConstructorParameters<typeof URLSearchParams>[0];
export type SetSearchParams = (
  next: SearchParamsInit | ((prev: URLSearchParams) => SearchParamsInit),
  options?: NavigateOptions,
) => void;

/**
 * The query string, and a setter that navigates to the same page with a new one (a new history entry, or in
 * place with `{ replace: true }`). A function receives a copy of the current parameters, free to change.
 */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback<SetSearchParams>(
    (next, options) =>
      navigate(
        `?${new URLSearchParams(typeof next === 'function' ? next(new URLSearchParams(params)) : next)}`,
        options,
      ),
    [navigate, params],
  );
  return [params, setParams];
}
