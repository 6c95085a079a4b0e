import { useEffect, type ComponentProps, type MouseEvent } from 'react';
import { createPath, resolvePath, type To } from './history.ts';
import { useLocation, useNavigate, type NavigateOptions } from './history-router.tsx';

export interface LinkProps extends Omit<ComponentProps<'a'>, 'href'>, NavigateOptions {
  to: To;
}

/** Only a plain left click stays in the app; with a modifier, another button or a target, the browser decides. */
const opensElsewhere = (e: MouseEvent<HTMLAnchorElement>, target?: string) =>
  e.button !== 0 || (!!target && target !== '_self') || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey;

/**
 * An anchor with its real href (copy, open in a new tab, middle click) that navigates in the app on a plain click,
 * after the caller's own onClick (which may prevent it). A link to where the app already is replaces the entry
 * instead of adding one, as React Router's did. Its `ref` reaches the anchor (Mantine's `component={Link}`).
 */
export function Link({ to, replace, state, onClick, ...anchor }: LinkProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const href = createPath(resolvePath(to, location.pathname));
  const click = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || opensElsewhere(e, anchor.target)) return;
    e.preventDefault();
    navigate(href, { replace: replace ?? createPath(location) === href, state });
  };
  return <a {...anchor} href={href} onClick={click} />;
}

/** Goes to `to` once rendered (a redirect), replacing the current entry when asked. */
export function Navigate({ to, replace, state }: NavigateOptions & { to: To }) {
  const navigate = useNavigate();
  const path = createPath(resolvePath(to, useLocation().pathname));
  useEffect(() => navigate(path, { replace, state }), [navigate, path, replace, state]);
  return null;
}
