import { IconMapQuestion } from '@tabler/icons-react';
import { StatusPage } from './layout/status-page.tsx';

export function NotFoundPage() {
  return (
    <StatusPage
      icon={<IconMapQuestion size={38} stroke={1.5} />}
      code="Error 404"
      title="Página no encontrada"
      text="La dirección que abrió no existe o todavía no está disponible. Revise el enlace o vuelva al inicio."
      action={{ label: 'Volver al inicio', to: '/' }}
    />
  );
}
