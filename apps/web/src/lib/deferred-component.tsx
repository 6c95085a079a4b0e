import { lazy, useState, type ComponentType } from 'react';

export type DeferredComponent<P extends object> = ComponentType<P> & {
  /** Starts loading the code (once) and resolves when it is there. */
  preload: () => Promise<ComponentType<P>>;
};

/**
 * A component whose code loads on demand: `preload()` or its first render starts the download. Unlike React.lazy
 * alone, a component whose code is already there is drawn at once: React.lazy draws its Suspense fallback on the
 * first render even then, and the real content one commit (and one layout) later. Each mount keeps the kind it
 * started with: React may yield between this component and its child, the code arrive meanwhile and React.lazy's
 * child be committed; a later render must not swap it for the component itself (a remount, its state lost).
 */
export function deferredComponent<P extends object>(load: () => Promise<ComponentType<P>>): DeferredComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => (loading ??= load().then((component) => (loaded = component)));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Deferred(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Deferred, { preload });
}
