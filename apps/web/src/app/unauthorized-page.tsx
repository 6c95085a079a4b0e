import { IconLock } from '@tabler/icons-react';
import { StatusPage } from './layout/status-page.tsx';

export function UnauthorizedPage() {
  return (
    <StatusPage
      icon={<IconLock size={38} stroke={1.5} />}
      color="orange"
      code="Acceso restringido"
      title="No tiene permiso para ver esta página"
      text="Su cuenta no tiene el permiso que esta sección requiere. Si lo necesita, solicítelo al administrador."
      action={{ label: 'Volver al inicio', to: '/' }}
    />
  );
}
