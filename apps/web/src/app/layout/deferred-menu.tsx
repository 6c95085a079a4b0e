import { useRef, useState, type ReactNode, type RefObject } from 'react';

type Menus = typeof import('./top-bar-menus.tsx');
let loading: Promise<Menus> | undefined;
const loadMenus = () => (loading ??= import('./top-bar-menus.tsx'));

/** A pointer or the focus on a top-bar button starts the download of the menus, before any press. */
export const preloadMenus = { onPointerEnter: () => void loadMenus(), onFocus: () => void loadMenus() };

/**
 * A top-bar menu whose code loads when its button is first clicked (pointer or keyboard): `button` draws the
 * button as the menu draws it, `children` the menu, which mounts open. Until then a pointer or the focus on the
 * button starts the download (`preloadMenus`, DeferredTooltip), so that a press seldom waits.
 */
export function DeferredMenu({
  button,
  children,
}: {
  button: (press: { onClick: () => void }) => ReactNode;
  children: (menus: Menus) => ReactNode;
}) {
  const [menus, setMenus] = useState<Menus | null>(null);
  if (menus) return children(menus);
  // On click, not on pointer down: the swap must come after the whole click, or its release would land on the
  // menu's own button and close the menu that had just opened.
  return button({ onClick: () => void loadMenus().then(setMenus) });
}

/**
 * A tooltip that loads with the top bar's menus, on the first pointer or focus on its button: it is attached to
 * the button (Mantine's `target`) and shows while the pointer is on it, so the button itself never changes.
 */
export function DeferredTooltip({
  label,
  children,
}: {
  label: string;
  children: (trigger: {
    ref: RefObject<HTMLButtonElement | null>;
    onPointerEnter: () => void;
    onPointerLeave: () => void;
    onFocus: () => void;
  }) => ReactNode;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  const [menus, setMenus] = useState<Menus | null>(null);
  const [hovered, setHovered] = useState(false);
  const load = () => void loadMenus().then(setMenus);
  return (
    <>
      {children({
        ref,
        onPointerEnter: () => {
          setHovered(true);
          load();
        },
        onPointerLeave: () => setHovered(false),
        onFocus: load,
      })}
      {menus && <menus.Tooltip label={label} target={ref} opened={hovered} />}
    </>
  );
}
