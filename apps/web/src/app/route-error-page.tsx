import { Component, type ReactNode } from 'react';
import { useLocation } from '../lib/router/history-router.tsx';
import { IconAlertTriangle } from '@tabler/icons-react';
import { StatusPage } from './layout/status-page.tsx';

/** A page that failed to load or render (e.g. a new version was deployed while the tab stayed open). */
export function RouteErrorPage() {
  return (
    <StatusPage
      icon={<IconAlertTriangle size={38} stroke={1.5} />}
      color="red"
      title="No se pudo mostrar esta página"
      text="Ocurrió un error al cargar la página. Recárguela para intentarlo de nuevo."
      action={{ label: 'Recargar', onClick: () => window.location.reload() }}
    />
  );
}

/**
 * Shows RouteErrorPage instead of what failed below it, until the address changes (what a route's errorElement
 * did with the data router).
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary pathname={useLocation().pathname}>{children}</ErrorBoundary>;
}

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

class ErrorBoundary extends Component<BoundaryProps, { failedAt: string | null }> {
  state = { failedAt: null as string | null };

  static getDerivedStateFromError(): { failedAt: string } {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { failedAt: string | null }) {
    // '' marks an error just caught: it belongs to the current address.
    if (state.failedAt === '') return { failedAt: props.pathname };
    return state.failedAt !== null && state.failedAt !== props.pathname ? { failedAt: null } : null;
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    return this.state.failedAt === null ? this.props.children : <RouteErrorPage />;
  }
}
