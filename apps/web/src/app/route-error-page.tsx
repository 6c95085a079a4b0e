import { IconAlertTriangle } from '@tabler/icons-react';
import { useRouteError } from 'react-router';
import { StatusPage } from './layout/status-page.tsx';

/** A page that failed to load or render (e.g. a new version was deployed while the tab stayed open). */
export function RouteErrorPage() {
  const error = useRouteError();
  if (error) console.error(error);
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
